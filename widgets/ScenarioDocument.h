#pragma once
/** @brief The document: one scenario file with its undo stack, path, modified state, atomic saving
 * (QSaveFile) and autosave to a recovery file under AppDataLocation (never over the user's file),
 * guarded by a lock file so that a crashed session's autosave can be offered for recovery. */

#include "core/model/Scenario.h"

#include <QDateTime>
#include <QObject>
#include <QString>

#include <memory>

class QLockFile;
class QTimer;
class QUndoStack;

namespace gantry::gui {

/// What a recovery file holds, as the user knows it (for the offer to recover it).
struct AutosaveInfo {
    QString file;         ///< the recovery file (AppDataLocation/autosave/<hash>.yaml)
    QString scenarioName; ///< the scenario's name
    QString originalPath; ///< the scenario's file, empty if it was never saved
    QDateTime saved;      ///< when it was autosaved (UTC)
};

class ScenarioDocument final : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    const Scenario& scenario() const { return m_scenario; }
    QString path() const { return m_path; }
    QString displayName() const;
    bool isModified() const;
    /// The file a core error about this scenario (field 'variants[0].tenants') is located in: the
    /// document's file while it holds what is on screen; empty for an untitled or edited document,
    /// whose lines no file has.
    std::string errorFile() const;
    /// `error` as the user reads it: located at its file, line and column (errorFile), or, in an
    /// unsaved document, named after it ("Untitled (unsaved): field 'tenants': ...").
    QString errorText(const Error& error) const;
    QUndoStack* undoStack() const { return m_undo; }

    /// Replaces the document (no undo history). Returns false and sets `error` when loading fails.
    bool open(const QString& path, QString* error = nullptr);
    void reset(const Scenario& scenario, const QString& path = {});
    /// Replaces the document with a scenario no file holds yet (File > New Scenario): untitled, no undo
    /// history, and modified until it is saved (closing asks, Save asks for a file name).
    void startNew(const Scenario& scenario);
    bool save(QString* error = nullptr);
    bool saveAs(const QString& path, QString* error = nullptr);

    /// An undoable edit: the whole scenario before and after (scenarios are small). Consecutive edits
    /// with the same non-empty `mergeKey` merge into one undo step (typing in a spin box).
    void edit(const Scenario& after, const QString& text, const QString& mergeKey = {});
    /// An undoable edit: the workload becomes the trace file `path` in `format` (replacing a generator).
    void useTrace(const QString& path, const std::string& format);

    // Autosave / recovery.
    void setAutosaveInterval(int seconds);
    /// Writes the recovery file now if there are unsaved changes; returns its path (empty if none).
    QString autosaveNow();
    QString autosavePath() const;
    void removeAutosave();
    /// Autosaves left behind by sessions that did not close cleanly (their lock is free or stale).
    static QStringList recoverableAutosaves();
    /// The scenario a recovery file holds: its name, original file and time (from the sidecar, or the
    /// file itself for sidecars that lack them).
    static AutosaveInfo describeAutosave(const QString& autosaveFile);
    /// Deletes a recovery file and its sidecar, only while its lock is free (no live session owns it).
    /// Returns false, deleting nothing, when a live session holds it.
    static bool discardAutosave(const QString& autosaveFile);
    /// Opens a recovery file: the document gets its original path back and stays modified.
    bool recover(const QString& autosaveFile, QString* error = nullptr);
    static QString autosaveDirectory();
    /// Tests: behave as if the process died now (the lock is released, the recovery file stays).
    void simulateCrashForTests();

Q_SIGNALS:
    void scenarioChanged();
    void pathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    friend class ScenarioSnapshotCommand;
    void apply(const Scenario& scenario);
    void setPath(const QString& path);
    void relock();

    Scenario m_scenario;
    QString m_path;
    QString m_untitledId;
    /// Holds changes that no file has although the undo stack is clean (a recovered autosave, a new scenario).
    bool m_unsaved = false;
    bool m_crashed = false;
    QUndoStack* m_undo;
    QTimer* m_autosaveTimer;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace gantry::gui
