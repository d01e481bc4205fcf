#include "widgets/ScenarioDocument.h"
#include "widgets/SettingsFile.h"

#include "GuiTestUtil.h"

#include "core/io/ScenarioIo.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace gantry;
using namespace gantry::gui;

TEST(Document, OpenEditUndoSave)
{
    QTemporaryDir tmp;
    ScenarioDocument doc;
    ASSERT_TRUE(doc.open(test::demoPath()));
    EXPECT_FALSE(doc.isModified());
    const Scenario original = doc.scenario();

    Scenario edited = original;
    edited.cluster.machines[0].gpuCount = 2;
    edited.cluster.index();
    doc.edit(edited, QStringLiteral("edit"));
    EXPECT_TRUE(doc.isModified());
    EXPECT_EQ(doc.scenario().cluster.machines[0].gpuCount, 2);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario(), original);
    EXPECT_FALSE(doc.isModified());
    doc.undoStack()->redo();

    const QString path = tmp.filePath(QStringLiteral("saved.yaml"));
    QString error;
    ASSERT_TRUE(doc.saveAs(path, &error)) << error.toStdString();
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(doc.path(), path);
    auto reloaded = loadScenario(path.toStdString());
    ASSERT_TRUE(reloaded.ok());
    EXPECT_EQ(reloaded.value().cluster.machines[0].gpuCount, 2);
}

TEST(Document, MergesConsecutiveEditsOfOneField)
{
    ScenarioDocument doc;
    ASSERT_TRUE(doc.open(test::demoPath()));
    for (int g : { 3, 2, 1 }) {
        Scenario s = doc.scenario();
        s.cluster.machines[0].gpuCount = g;
        s.cluster.index();
        doc.edit(s, QStringLiteral("gpus"), QStringLiteral("gpus0"));
    }
    EXPECT_EQ(doc.undoStack()->count(), 1);
}

TEST(Document, SaveFailureKeepsTheOldFileAndTheModifiedState)
{
    QTemporaryDir tmp;
    ScenarioDocument doc;
    ASSERT_TRUE(doc.open(test::demoPath()));
    Scenario s = doc.scenario();
    s.name = "changed";
    doc.edit(s, QStringLiteral("rename"));
    QString error;
    EXPECT_FALSE(doc.saveAs(tmp.filePath(QStringLiteral("missing-dir/x.yaml")), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_TRUE(doc.isModified());
}

TEST(Document, AutosaveIsOfferedAfterACrashOnly)
{
    // Clean close: nothing to recover.
    {
        ScenarioDocument doc;
        ASSERT_TRUE(doc.open(test::demoPath()));
        Scenario s = doc.scenario();
        s.name = "clean close";
        doc.edit(s, QStringLiteral("rename"));
        EXPECT_FALSE(doc.autosaveNow().isEmpty());
        // Our own session holds the lock: not offered while we run.
        EXPECT_TRUE(ScenarioDocument::recoverableAutosaves().isEmpty());
    }
    EXPECT_TRUE(ScenarioDocument::recoverableAutosaves().isEmpty());

    // Crash: the recovery file stays and is offered; recovering restores the edit.
    ASSERT_FALSE(test::crashWhileEditingDemo("unsaved work").isEmpty());
    const QStringList offered = ScenarioDocument::recoverableAutosaves();
    ASSERT_EQ(offered.size(), 1);
    {
        ScenarioDocument recovered;
        ASSERT_TRUE(recovered.recover(offered.front()));
        EXPECT_EQ(recovered.scenario().name, "unsaved work");
        EXPECT_EQ(recovered.path(), QFileInfo(test::demoPath()).absoluteFilePath());
        EXPECT_TRUE(recovered.isModified());
        // This session holds the recovered edits now (its lock): nothing else is offered meanwhile...
        EXPECT_TRUE(ScenarioDocument::recoverableAutosaves().isEmpty());
        // ...and a second crash before the next autosave still leaves them to recover.
        recovered.simulateCrashForTests();
    }
    const QStringList again = ScenarioDocument::recoverableAutosaves();
    ASSERT_EQ(again.size(), 1);
    ScenarioDocument second;
    ASSERT_TRUE(second.recover(again.front()));
    EXPECT_EQ(second.scenario().name, "unsaved work");
}

TEST(Document, SaveAsElsewhereKeepsTheTraceReachable)
{
    QTemporaryDir a, b;
    QFile::copy(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/traces/philly_2k.csv"), a.filePath(QStringLiteral("t.csv")));
    QFile f(a.filePath(QStringLiteral("s.yaml")));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("gantry: 1\nname: rel\ncluster: {shape: 1x2x4}\nworkload: {trace: t.csv, limit: 10}\n");
    f.close();
    ScenarioDocument doc;
    ASSERT_TRUE(doc.open(a.filePath(QStringLiteral("s.yaml"))));
    ASSERT_TRUE(doc.saveAs(b.filePath(QStringLiteral("moved.yaml"))));
    auto moved = loadScenario(b.filePath(QStringLiteral("moved.yaml")).toStdString());
    ASSERT_TRUE(moved.ok());
    EXPECT_TRUE(QFileInfo::exists(QString::fromStdString(resolveScenarioPath(moved.value(), moved.value().workload.trace))));
}

TEST(SettingsFile, AnOversizedSettingsFileIsSetAsideBeforeAnythingReadsIt)
{
    // A settings file of 2 MB (Gantry writes a few hundred bytes) is moved aside whole, never read or
    // deleted; one of a normal size is left alone.
    const QString path = gantry::gui::settingsFilePath();
    ASSERT_TRUE(QDir().mkpath(QFileInfo(path).absolutePath()));
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("[General]\nrecentFiles=a.yaml\n");
    }
    EXPECT_TRUE(gantry::gui::setAsideOversizedSettings().isEmpty());
    EXPECT_TRUE(QFileInfo::exists(path));
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::Append));
        file.write(QByteArray(2 << 20, 'x'));
    }
    const qint64 size = QFileInfo(path).size();
    const QString aside = gantry::gui::setAsideOversizedSettings();
    EXPECT_EQ(aside, path + QStringLiteral(".too-large"));
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_EQ(QFileInfo(aside).size(), size);
    EXPECT_TRUE(gantry::gui::oversizedSettingsMessage(aside).contains(aside));
    QFile::remove(aside);
}
