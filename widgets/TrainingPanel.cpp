#include "widgets/TrainingPanel.h"

#include "widgets/DialogSeam.h"
#include "widgets/Format.h"
#include "widgets/LiveChart.h"
#include "widgets/Named.h"
#include "widgets/ScenarioDocument.h"

#include "core/policy/PolicyRegistry.h"

#ifdef GANTRY_HAVE_LEARN
#include "core/learn/NetworkBackend.h"
#include "core/learn/Training.h"
#endif

#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

#include <atomic>
#include <mutex>
#include <optional>
#include <vector>

namespace gantry::gui {

namespace {
constexpr int kUpdateIntervalMs = 100; ///< learning-curve updates reach the GUI at most ~10 times a second
}

/// State shared by the GUI thread and the training thread.
struct TrainingPanel::Shared {
    std::mutex mutex;
#ifdef GANTRY_HAVE_LEARN
    std::vector<learn::TrainingProgress> pending; ///< progress not yet drawn
    std::optional<learn::TrainingReport> report;
#endif
    bool postPending = false; ///< a drain is queued (or scheduled) on the GUI thread
    QString error;
    bool cancelled = false;
};

bool TrainingPanel::available()
{
#ifdef GANTRY_HAVE_LEARN
    // The LibTorch module is there (a look at the file system: it is loaded when training starts).
    return !learn::findTorchModule().empty();
#else
    return false;
#endif
}

QString TrainingPanel::unavailableText()
{
#ifdef GANTRY_HAVE_LEARN
    const auto candidates = learn::torchModuleCandidates();
    return tr("The LibTorch module that learned schedulers need is not installed (%1): they cannot be trained here.")
        .arg(QString::fromStdString(candidates.empty() ? std::string(learn::kTorchModuleFile) : candidates.front()));
#else
    return tr("This build has no LibTorch (GANTRY_WITH_TORCH=OFF): learned schedulers cannot be trained here.");
#endif
}

TrainingPanel::TrainingPanel(ScenarioDocument* doc, QWidget* parent) : QWidget(parent), m_doc(doc)
{
    setObjectName(QStringLiteral("trainingPanel"));
    auto* layout = new QVBoxLayout(this);

    auto* intro = new QLabel(available()
            ? tr("Train a learned scheduler on this scenario's workload generator (docs/learning.md). Training runs in the "
                 "background; the curve shows each episode's average JCT (a warm-up, by imitation or, for Harmony, "
                 "observing speeds for its reward model, then reinforcement learning) and the RL episode reward.")
            : unavailableText());
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* top = new QHBoxLayout;
    auto* form = new QFormLayout;
    m_agent = named<QComboBox>("trainingAgent");
#ifdef GANTRY_HAVE_LEARN
    for (const auto& [name, label] : learn::learnedAgentLabels()) // every agent train() knows
        m_agent->addItem(QString::fromStdString(label), QString::fromStdString(name));
#endif
    m_episodes = named<QSpinBox>("trainingEpisodes");
    m_episodes->setRange(0, 100000);
    m_episodes->setSpecialValueText(tr("agent default"));
    m_episodes->setValue(20);
    m_episodes->setToolTip(tr("Reinforcement-learning episodes (0: the agent's default, 240 for DL2, 96 for TopDRL, 30 for Harmony, 16 for the dual agent)"));
    m_warmup = named<QSpinBox>("trainingWarmup");
    m_warmup->setRange(-1, 100000);
    m_warmup->setSpecialValueText(tr("agent default"));
    m_warmup->setValue(10);
    m_warmup->setToolTip(tr("Warm-up episodes: imitating a heuristic teacher (DL2, TopDRL) or observing speeds for Harmony's reward model (-1: the agent's default)"));
    m_seed = named<QSpinBox>("trainingSeed");
    m_seed->setRange(0, 1000000);
    m_seed->setValue(1);
    form->addRow(tr("Agent"), m_agent);
    form->addRow(tr("RL episodes"), m_episodes);
    form->addRow(tr("Warm-up episodes"), m_warmup);
    form->addRow(tr("Seed"), m_seed);
    top->addLayout(form);

    auto* buttons = new QVBoxLayout;
    m_train = named<QPushButton>("trainingTrain", tr("Train"));
    m_cancel = named<QPushButton>("trainingCancel", tr("Cancel"));
    m_save = named<QPushButton>("trainingSave", tr("Save model…"));
    m_use = named<QPushButton>("trainingUse", tr("Use in scenario"));
    m_use->setToolTip(tr("Make the saved model the scenario's scheduler (undoable)"));
    for (QPushButton* b : { m_train, m_cancel, m_save, m_use }) buttons->addWidget(b);
    buttons->addStretch();
    top->addLayout(buttons);
    top->addStretch();
    layout->addLayout(top);

    m_progress = named<QProgressBar>("trainingProgress");
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setFormat(tr("idle"));
    m_progress->setTextVisible(true);
    layout->addWidget(m_progress);
    m_status = named<QLabel>("trainingStatus");
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    m_jctChart = named<LiveChart>("trainingJctChart", tr("Average JCT per episode, minutes (x: episode, warm-up then RL)"), QColor(76, 114, 176));
    m_rewardChart = named<LiveChart>("trainingRewardChart", tr("Episode reward (x: episode, RL phase)"), QColor(85, 168, 104));
    for (LiveChart* c : { m_jctChart, m_rewardChart }) {
        c->setXScale(1);
        c->setMarkers(true);
        c->setMinimumHeight(170);
        layout->addWidget(c, 1);
    }

    connect(m_train, &QPushButton::clicked, this, &TrainingPanel::startTraining);
    connect(m_cancel, &QPushButton::clicked, this, &TrainingPanel::cancelTraining);
    connect(m_save, &QPushButton::clicked, this, [this] { saveModel(); });
    connect(m_use, &QPushButton::clicked, this, [this] { useInScenario(); });
    updateButtons();
}

TrainingPanel::~TrainingPanel() = default;

bool TrainingPanel::hasModel() const
{
#ifdef GANTRY_HAVE_LEARN
    return !m_running && m_shared && m_shared->report.has_value();
#else
    return false;
#endif
}

QString TrainingPanel::statusText() const { return m_status->text(); }

void TrainingPanel::updateButtons()
{
    m_train->setEnabled(available() && !m_running);
    m_cancel->setEnabled(m_running);
    m_save->setEnabled(hasModel());
    m_use->setEnabled(hasModel());
    for (QWidget* w : std::initializer_list<QWidget*> { m_agent, m_episodes, m_warmup, m_seed }) w->setEnabled(available() && !m_running);
}

void TrainingPanel::startTraining()
{
#ifdef GANTRY_HAVE_LEARN
    if (m_running) return;
    m_running = true;
    m_reward.clear();
    m_jct.clear();
    m_rewardChart->clear();
    m_jctChart->clear();
    m_savedPath.clear();
    m_trainedAgent = m_agent->currentData().toString();
    m_progress->setRange(0, 0); // busy until the first episode reports
    m_progress->setFormat(tr("starting…"));
    m_status->setText(tr("Training %1…").arg(m_trainedAgent));

    learn::TrainingOptions options;
    options.agent = m_trainedAgent.toStdString();
    options.episodes = m_episodes->value();
    options.warmupEpisodes = m_warmup->value();
    options.seed = static_cast<std::uint64_t>(m_seed->value());
    options.threads = 1;
    auto shared = std::make_shared<Shared>();
    m_shared = shared;
    const BackgroundTasks::Task training = m_trainings.start();
    updateButtons();

    auto progress = [this, shared, training](const learn::TrainingProgress& p) {
        bool post = false;
        {
            std::lock_guard lock(shared->mutex);
            shared->pending.push_back(p);
            post = !shared->postPending;
            shared->postPending = true;
        }
        // One queued drain at a time; the GUI throttles itself (drainProgress).
        if (post) training.post([this] { drainProgress(); });
        return !training.cancelled();
    };
    m_trainings.run(training, [shared, scenario = m_doc->scenario(), options, progress](const BackgroundTasks::Task&) {
        auto report = learn::train(scenario, options, progress);
        std::lock_guard lock(shared->mutex);
        if (report) {
            shared->report = std::move(report.value());
        } else {
            shared->cancelled = report.error().code == ErrorCode::Cancelled;
            shared->error = QString::fromStdString(report.error().toString());
        }
    }, [this] { finish(); });
#endif
}

void TrainingPanel::drainProgress()
{
#ifdef GANTRY_HAVE_LEARN
    if (m_running && m_sinceDraw.isValid() && m_sinceDraw.elapsed() < kUpdateIntervalMs) {
        // Too soon: draw the accumulated points a little later (postPending stays set meanwhile).
        QTimer::singleShot(kUpdateIntervalMs - int(m_sinceDraw.elapsed()), this, [this, id = m_trainings.currentId()] {
            if (m_trainings.isCurrent(id)) drainProgress();
        });
        return;
    }
    m_sinceDraw.start();
    std::vector<learn::TrainingProgress> points;
    {
        std::lock_guard lock(m_shared->mutex);
        points.swap(m_shared->pending);
        m_shared->postPending = false;
    }
    if (points.empty()) return;
    for (const learn::TrainingProgress& p : points) {
        if (p.phase == "validate") continue;
        const double x = m_jct.size() + 1;
        m_jct.append(QPointF(x, p.avgJct / 60));
        if (p.phase == "rl") m_reward.append(QPointF(x, p.reward));
    }
    m_jctChart->setPoints(m_jct);
    m_rewardChart->setPoints(m_reward);
    const learn::TrainingProgress& last = points.back();
    const QString phase = last.phase == "warmup" ? tr("warm-up") : last.phase == "rl" ? tr("RL") : tr("validation");
    m_progress->setRange(0, std::max(1, last.episodes));
    m_progress->setValue(last.episode);
    m_progress->setFormat(tr("%1 %2 / %3").arg(phase).arg(last.episode).arg(last.episodes));
    m_status->setText(tr("%1 episode %2/%3 · avg JCT %4 min · reward %5 · loss %6 · %7 decisions · %8 s")
                          .arg(phase)
                          .arg(last.episode)
                          .arg(last.episodes)
                          .arg(formatDecimal(last.avgJct / 60, 1))
                          .arg(formatCompact(last.reward))
                          .arg(formatCompact(last.loss))
                          .arg(formatCount(last.envSteps))
                          .arg(formatDecimal(last.seconds, 1)));
#endif
}

void TrainingPanel::cancelTraining()
{
    if (!m_running || !m_shared) return;
    m_trainings.cancel(); // the worker stops after its episode; what it still reports is dropped
    m_cancel->setEnabled(false);
    m_status->setText(tr("Cancelling after the current episode…"));
}

void TrainingPanel::finish()
{
#ifdef GANTRY_HAVE_LEARN
    m_running = false;
    drainProgress();
    QString message;
    bool ok = false;
    {
        std::lock_guard lock(m_shared->mutex);
        if (m_shared->report) {
            ok = true;
            const learn::TrainingReport& r = *m_shared->report;
            message = tr("Trained %1 in %2 s (%3 decisions, %4 steps/s); best validation avg JCT %5 min. Save the model to use it.")
                          .arg(m_trainedAgent)
                          .arg(formatDecimal(r.seconds, 1))
                          .arg(formatCount(r.envSteps))
                          .arg(formatCount(std::llround(r.stepsPerSecond)))
                          .arg(formatDecimal(r.bestValidationJct / 60, 1));
            if (auto it = r.measures.find("reward_model_r2"); it != r.measures.end())
                message += tr(" Reward model R² on held-out placements: %1.").arg(formatDecimal(it->second, 3));
        } else if (m_shared->cancelled) {
            message = tr("Training cancelled.");
        } else {
            message = tr("Training failed: %1").arg(m_shared->error);
        }
    }
    m_progress->setRange(0, 1);
    m_progress->setValue(ok ? 1 : 0);
    m_progress->setFormat(ok ? tr("done") : tr("stopped"));
    m_status->setText(message);
    updateButtons();
    if (!ok && !m_shared->cancelled) DialogSeam::instance().error(this, tr("Cannot train"), m_shared->error);
    Q_EMIT trainingFinished(ok, message);
#endif
}

bool TrainingPanel::saveModel()
{
    if (!hasModel()) return false;
    const QString base = QString::fromStdString(m_doc->scenario().baseDirectory);
    const QString suggested = QDir(base.isEmpty() ? QDir::currentPath() : base).filePath(m_trainedAgent + QStringLiteral(".model"));
    const QString path = DialogSeam::instance().saveFileName(this, tr("Save trained model"), suggested,
        tr("Gantry models (*.model);;All files (*)"));
    if (path.isEmpty()) return false;
    return saveModelTo(path);
}

bool TrainingPanel::saveModelTo(const QString& path)
{
#ifdef GANTRY_HAVE_LEARN
    if (!hasModel()) return false;
    auto status = learn::saveModel(*m_shared->report, path.toStdString());
    if (!status) {
        DialogSeam::instance().error(this, tr("Cannot save the model"), QString::fromStdString(status.error().toString()));
        return false;
    }
    m_savedPath = QFileInfo(path).absoluteFilePath();
    m_status->setText(tr("Saved the %1 model to %2.").arg(m_trainedAgent, m_savedPath));
    return true;
#else
    Q_UNUSED(path);
    return false;
#endif
}

bool TrainingPanel::useInScenario()
{
    if (!hasModel()) return false;
    if (m_savedPath.isEmpty() && !saveModel()) return false;
    Scenario s = m_doc->scenario();
    const QString base = QString::fromStdString(s.baseDirectory);
    const QString model = base.isEmpty() ? m_savedPath : QDir(base).relativeFilePath(m_savedPath);
    s.policy.scheduler.name = m_trainedAgent.toStdString();
    s.policy.scheduler.params.clear();
    s.policy.scheduler.params["model"] = model.toStdString();
    if (auto status = PolicyRegistry::instance().validate(s.policy); !status) {
        DialogSeam::instance().error(this, tr("Cannot use the model"), QString::fromStdString(status.error().message));
        return false;
    }
    m_doc->edit(s, tr("Use trained %1 model").arg(m_trainedAgent));
    m_status->setText(tr("The scenario's scheduler is now %1 with %2.").arg(m_trainedAgent, model));
    return true;
}

} // namespace gantry::gui
