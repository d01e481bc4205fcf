#pragma once
/** @brief The one signal path. A command-line program installs the handlers once; SIGINT and SIGTERM
 * then only record the signal, and every long loop in Gantry (a simulation's event loop, an import's
 * rows, a search's configurations, a training's episodes) polls interrupted() and stops with a
 * Cancelled error, so the program can exit 128 + N having written nothing that looks complete.
 * Without installed handlers (the GUI, tests) interrupted() is always false. */

namespace gantry {

/// SIGINT and SIGTERM record the signal; SIGXFSZ (a file-size limit) is ignored, so a write past the
/// limit fails with EFBIG and is reported like a full disk instead of killing the process.
void installInterruptHandlers();

/// The signal received since the handlers were installed, or 0.
int interruptSignal();

/// Whether SIGINT or SIGTERM was received: long loops poll this and stop.
inline bool interrupted() { return interruptSignal() != 0; }

} // namespace gantry
