#include "widgets/ScenarioDocument.h"

#include "core/io/ScenarioIo.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>
#include <QUuid>

namespace gantry::gui {

class ScenarioSnapshotCommand final : public QUndoCommand {
public:
    ScenarioSnapshotCommand(ScenarioDocument* doc, Scenario before, Scenario after, const QString& text, const QString& key)
        : QUndoCommand(text), m_doc(doc), m_before(std::move(before)), m_after(std::move(after)), m_key(key)
    {
    }
    void redo() override { m_doc->apply(m_after); }
    void undo() override { m_doc->apply(m_before); }
    int id() const override { return m_key.isEmpty() ? -1 : static_cast<int>(qHash(m_key) & 0x7fffffff); }
    bool mergeWith(const QUndoCommand* other) override
    {
        auto* o = static_cast<const ScenarioSnapshotCommand*>(other);
        if (o->m_key != m_key) return false;
        m_after = o->m_after;
        return true;
    }

private:
    ScenarioDocument* m_doc;
    Scenario m_before;
    Scenario m_after;
    QString m_key;
};

ScenarioDocument::ScenarioDocument(QObject* parent)
    : QObject(parent), m_untitledId(QUuid::createUuid().toString(QUuid::WithoutBraces)), m_undo(new QUndoStack(this)),
      m_autosaveTimer(new QTimer(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool) { Q_EMIT modifiedChanged(isModified()); });
    connect(m_autosaveTimer, &QTimer::timeout, this, [this] { autosaveNow(); });
    setAutosaveInterval(60);
}

ScenarioDocument::~ScenarioDocument()
{
    // A clean shutdown leaves no recovery file behind.
    if (!m_crashed) removeAutosave();
}

void ScenarioDocument::simulateCrashForTests()
{
    m_crashed = true;
    m_autosaveTimer->stop();
    if (m_lock) m_lock->unlock();
}

QString ScenarioDocument::displayName() const
{
    return m_path.isEmpty() ? tr("Untitled") : QFileInfo(m_path).fileName();
}

bool ScenarioDocument::isModified() const { return m_unsaved || !m_undo->isClean(); }

std::string ScenarioDocument::errorFile() const { return isModified() ? std::string() : m_path.toStdString(); }

QString ScenarioDocument::errorText(const Error& error) const
{
    Error located = locateInScenarioFile(error, errorFile());
    if (located.where.file.empty() && !located.where.field.empty())
        located.where.file = tr("%1 (unsaved)").arg(displayName()).toStdString();
    return QString::fromStdString(located.toString());
}

void ScenarioDocument::apply(const Scenario& scenario)
{
    m_scenario = scenario;
    Q_EMIT scenarioChanged();
}

void ScenarioDocument::setPath(const QString& path)
{
    if (path == m_path) return;
    removeAutosave();
    m_path = path;
    relock();
    Q_EMIT pathChanged(path);
}

void ScenarioDocument::relock()
{
    m_lock.reset();
    QDir().mkpath(autosaveDirectory());
    const QString base = autosavePath();
    m_lock = std::make_unique<QLockFile>(base.left(base.size() - 5) + QStringLiteral(".lock"));
    m_lock->setStaleLockTime(0);
    m_lock->tryLock(0);
}

void ScenarioDocument::reset(const Scenario& scenario, const QString& path)
{
    const bool wasModified = isModified();
    m_undo->clear();
    m_unsaved = false;
    setPath(path);
    if (m_lock == nullptr) relock();
    apply(scenario);
    m_undo->setClean();
    if (wasModified) Q_EMIT modifiedChanged(false);
}

void ScenarioDocument::startNew(const Scenario& scenario)
{
    reset(scenario);
    m_unsaved = true;
    Q_EMIT modifiedChanged(true);
}

bool ScenarioDocument::open(const QString& path, QString* error)
{
    auto loaded = loadScenario(QFileInfo(path).absoluteFilePath().toStdString());
    if (!loaded) {
        if (error) *error = QString::fromStdString(loaded.error().toString());
        return false;
    }
    reset(loaded.value(), QFileInfo(path).absoluteFilePath());
    return true;
}

bool ScenarioDocument::save(QString* error)
{
    if (m_path.isEmpty()) {
        if (error) *error = tr("The scenario has no file name yet.");
        return false;
    }
    return saveAs(m_path, error);
}

bool ScenarioDocument::saveAs(const QString& path, QString* error)
{
    // QSaveFile writes a temporary file beside the target and renames it over the target on commit:
    // a crash or a full disk never leaves a half-written scenario.
    const QString absolute = QFileInfo(path).absoluteFilePath();
    Scenario toSave = m_scenario;
    // A trace path relative to the old folder would break in a new one: make it absolute then.
    const std::string newDir = QFileInfo(absolute).absolutePath().toStdString();
    if (!toSave.workload.trace.empty() && QFileInfo(QString::fromStdString(toSave.workload.trace)).isRelative()
        && newDir != toSave.baseDirectory)
        toSave.workload.trace = resolveScenarioPath(toSave, toSave.workload.trace);
    QSaveFile file(absolute);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = tr("Cannot write %1: %2").arg(absolute, file.errorString());
        return false;
    }
    const std::string text = emitScenario(toSave);
    if (file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) || !file.commit()) {
        if (error) *error = tr("Cannot write %1: %2").arg(absolute, file.errorString());
        file.cancelWriting();
        return false;
    }
    m_scenario.workload.trace = toSave.workload.trace;
    m_scenario.baseDirectory = newDir;
    setPath(absolute);
    m_unsaved = false;
    m_undo->setClean();
    removeAutosave();
    Q_EMIT modifiedChanged(isModified());
    return true;
}

void ScenarioDocument::edit(const Scenario& after, const QString& text, const QString& mergeKey)
{
    if (after == m_scenario) return;
    m_undo->push(new ScenarioSnapshotCommand(this, m_scenario, after, text, mergeKey));
}

void ScenarioDocument::useTrace(const QString& path, const std::string& format)
{
    Scenario s = m_scenario;
    s.workload.trace = QFileInfo(path).absoluteFilePath().toStdString();
    s.workload.format = format;
    s.workload.generator.clear();
    s.workload.generatorParams.clear();
    edit(s, tr("Use trace %1").arg(QFileInfo(path).fileName()));
}

QString ScenarioDocument::autosaveDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString ScenarioDocument::autosavePath() const
{
    const QByteArray key = (m_path.isEmpty() ? m_untitledId : m_path).toUtf8();
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(16));
    return autosaveDirectory() + QLatin1Char('/') + hash + QStringLiteral(".yaml");
}

void ScenarioDocument::setAutosaveInterval(int seconds)
{
    if (seconds <= 0) m_autosaveTimer->stop();
    else m_autosaveTimer->start(seconds * 1000);
}

QString ScenarioDocument::autosaveNow()
{
    if (!isModified()) return {};
    QDir().mkpath(autosaveDirectory());
    if (!m_lock) relock();
    const QString target = autosavePath();
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly)) return {};
    const std::string text = emitScenario(m_scenario);
    file.write(text.data(), static_cast<qint64>(text.size()));
    if (!file.commit()) return {};
    QSaveFile meta(target.left(target.size() - 5) + QStringLiteral(".json"));
    if (meta.open(QIODevice::WriteOnly)) {
        QJsonObject o;
        o[QStringLiteral("path")] = m_path;
        o[QStringLiteral("name")] = QString::fromStdString(m_scenario.name);
        o[QStringLiteral("baseDirectory")] = QString::fromStdString(m_scenario.baseDirectory);
        o[QStringLiteral("time")] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
        meta.write(QJsonDocument(o).toJson());
        meta.commit();
    }
    return target;
}

void ScenarioDocument::removeAutosave()
{
    const QString target = autosavePath();
    QFile::remove(target);
    QFile::remove(target.left(target.size() - 5) + QStringLiteral(".json"));
}

QStringList ScenarioDocument::recoverableAutosaves()
{
    QStringList out;
    QDir dir(autosaveDirectory());
    for (const QString& name : dir.entryList({ QStringLiteral("*.yaml") }, QDir::Files, QDir::Time)) {
        const QString file = dir.filePath(name);
        QLockFile lock(file.left(file.size() - 5) + QStringLiteral(".lock"));
        lock.setStaleLockTime(0);
        // Our own session holds its lock; a lock we can take belongs to nobody (a crashed session).
        if (lock.tryLock(0)) {
            lock.unlock();
            out << file;
        }
    }
    return out;
}

AutosaveInfo ScenarioDocument::describeAutosave(const QString& autosaveFile)
{
    AutosaveInfo info;
    info.file = autosaveFile;
    info.saved = QFileInfo(autosaveFile).lastModified().toUTC();
    QFile meta(autosaveFile.left(autosaveFile.size() - 5) + QStringLiteral(".json"));
    if (meta.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(meta.readAll()).object();
        info.originalPath = o.value(QStringLiteral("path")).toString();
        info.scenarioName = o.value(QStringLiteral("name")).toString();
        const QDateTime time = QDateTime::fromString(o.value(QStringLiteral("time")).toString(), Qt::ISODate);
        if (time.isValid()) info.saved = time;
    }
    if (info.scenarioName.isEmpty()) { // a sidecar from before names were recorded: ask the file
        QFile f(autosaveFile);
        if (f.open(QIODevice::ReadOnly))
            if (auto parsed = parseScenario(f.readAll().toStdString(), autosaveFile.toStdString(), {}))
                info.scenarioName = QString::fromStdString(parsed.value().name);
    }
    if (info.scenarioName.isEmpty())
        info.scenarioName = info.originalPath.isEmpty() ? tr("Untitled") : QFileInfo(info.originalPath).fileName();
    return info;
}

bool ScenarioDocument::discardAutosave(const QString& autosaveFile)
{
    // Taken while deleting: a session that still runs (or started meanwhile) keeps its recovery file.
    QLockFile lock(autosaveFile.left(autosaveFile.size() - 5) + QStringLiteral(".lock"));
    lock.setStaleLockTime(0);
    if (!lock.tryLock(0)) return false;
    QFile::remove(autosaveFile);
    QFile::remove(autosaveFile.left(autosaveFile.size() - 5) + QStringLiteral(".json"));
    lock.unlock();
    return true;
}

bool ScenarioDocument::recover(const QString& autosaveFile, QString* error)
{
    QFile f(autosaveFile);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) *error = f.errorString();
        return false;
    }
    const QByteArray text = f.readAll();
    QString originalPath, baseDir;
    QFile meta(autosaveFile.left(autosaveFile.size() - 5) + QStringLiteral(".json"));
    if (meta.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(meta.readAll()).object();
        originalPath = o.value(QStringLiteral("path")).toString();
        baseDir = o.value(QStringLiteral("baseDirectory")).toString();
    }
    auto parsed = parseScenario(text.toStdString(), autosaveFile.toStdString(), baseDir.toStdString());
    if (!parsed) {
        if (error) *error = QString::fromStdString(parsed.error().toString());
        return false;
    }
    meta.close();
    reset(parsed.value(), originalPath);
    m_unsaved = true;
    // The recovered edits are autosaved by this session (under its lock) before the crashed session's
    // file may go: a second crash right after recovery still finds them. Same document, same file.
    const QString ours = autosaveNow();
    if (!ours.isEmpty() && QFileInfo(ours).absoluteFilePath() != QFileInfo(autosaveFile).absoluteFilePath()) {
        QFile::remove(autosaveFile);
        QFile::remove(autosaveFile.left(autosaveFile.size() - 5) + QStringLiteral(".json"));
    }
    Q_EMIT modifiedChanged(true);
    return true;
}

} // namespace gantry::gui
