#!/usr/bin/env python3
"""Fits the `fitted` speed model's coefficients to DL2's measured speeds.

    tools/fit-dl2-speed.py CONFIG_SPEED_TXT

CONFIG_SPEED_TXT is config_speed.txt of pengyanghua/DL2 (DL2's testbed measurements: per model, the
summed training speed of a synchronous MXNet job with p parameter servers and w workers, 803
records). It is not part of Gantry (that repository has no licence); the coefficients printed here
are Gantry's own fit and are the defaults of the `fitted` speed model (core/engine/SpeedModel.cpp).

Model, per model m: throughput f(p, w) = w / T(p, w) with
    T(p, w) = t0 + t1 w/p + t2 w + t3 p + t4 w^2 + t5 w^2/p,   every t >= 0,
Optimus's parameter-server model (w / (t0 + t1 w/p + t2 w + t3 p), Peng et al., EuroSys'18) with two
quadratic terms: DL2's jobs keep their total batch size, so throughput falls beyond a few workers.
T is linear in the coefficients, so the fit is a non-negative least squares on relative error
(each record's row divided by its measured T). Records with a speed of 0 (one, a failed run) are left
out. Prints the coefficients (the default value of the `coefficients` parameter) and, per model,
the median / 90th percentile / largest relative error of f against the measurements.
Plain Python 3, no packages.
"""
import ast
import sys

MODELS = ["resnet-50", "vgg-16", "resnext-110", "inception-bn", "seq2seq", "cnn-text-classification", "dssm", "wlm"]


def features(p, w):
    return [1.0, w / p, float(w), float(p), float(w * w), w * w / p]


def nnls(rows, target, sweeps=50000):
    """min ||rows x - target||^2 subject to x >= 0, by cyclic coordinate descent (small problems)."""
    n = len(rows[0])
    cols = [[r[j] for r in rows] for j in range(n)]
    norms = [sum(c * c for c in col) for col in cols]
    x = [0.0] * n
    residual = [-t for t in target]
    for _ in range(sweeps):
        largest = 0.0
        for j in range(n):
            if norms[j] == 0:
                continue
            gradient = sum(cols[j][i] * residual[i] for i in range(len(target)))
            new = max(0.0, x[j] - gradient / norms[j])
            step = new - x[j]
            if step != 0:
                for i in range(len(target)):
                    residual[i] += step * cols[j][i]
                x[j] = new
                largest = max(largest, abs(step))
        if largest < 1e-13:
            break
    return x


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    speeds = {m: [] for m in MODELS}
    with open(sys.argv[1]) as f:
        for line in f:
            if not line.strip():
                continue
            model, _mode, _batch, p, w, per_worker = ast.literal_eval(line)[:6]
            total = sum(per_worker)
            if total > 0:
                speeds[model].append((p, w, total))
    coefficients = []
    print("model                    records  median   p90    max   (relative error of f)")
    for model in MODELS:
        rows, target = [], []
        for p, w, f in speeds[model]:
            t = w / f
            rows.append([v / t for v in features(p, w)])
            target.append(1.0)
        theta = nnls(rows, target)
        errors = sorted(abs(w / sum(a * b for a, b in zip(theta, features(p, w))) - f) / f for p, w, f in speeds[model])
        print("%-24s %7d %7.3f %6.3f %6.3f" % (model, len(errors), errors[len(errors) // 2], errors[int(0.9 * len(errors))],
                                              errors[-1]))
        coefficients.append(theta)
    print("\ncoefficients (t0..t5 per model, in the order above):")
    for model, theta in zip(MODELS, coefficients):
        print("    " + ", ".join("%.4g" % t for t in theta) + ",  // " + model)


if __name__ == "__main__":
    main()
