// File > New Scenario, offscreen: the wizard's pages driven through their objectNames, Finish checked
// by the core, the scenario opened as a new unsaved document that runs, and a bundled trace's scenario.
#include "widgets/Language.h"
#include "widgets/MainWindow.h"
#include "widgets/NewScenarioWizard.h"
#include "widgets/RunState.h"
#include "widgets/ScenarioDocument.h"

#include "GuiTestUtil.h"

#include "core/io/ScenarioIo.h"
#include "core/io/Synthetic.h"
#include "core/policy/PolicyRegistry.h"
#include "core/run/ScenarioRunner.h"

#include <QAbstractButton>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace gantry;
using namespace gantry::gui;
using test::waitUntil;

namespace {

class NewScenarioFlow : public ::testing::Test, protected test::WindowUnderTest {
protected:
    void SetUp() override { ASSERT_TRUE(showWindow(QStringLiteral("en"))); } // English plural forms ("1 rack") come from its .qm
    void TearDown() override { closeWindow(); }

    /// File > New Scenario…: the wizard it opens (window-modal, not blocking).
    NewScenarioWizard* openWizard()
    {
        auto* action = window->findChild<QAction*>(QStringLiteral("actionNewScenario"));
        EXPECT_TRUE(action && action->isEnabled());
        if (!action) return nullptr;
        action->trigger();
        auto* wizard = window->findChild<NewScenarioWizard*>(QStringLiteral("newScenarioWizard"));
        EXPECT_TRUE(wizard && wizard->isVisible());
        return wizard;
    }
    template <class T> T* field(NewScenarioWizard* wizard, const char* name)
    {
        auto* w = wizard->findChild<T*>(QString::fromLatin1(name));
        EXPECT_NE(w, nullptr) << name;
        return w;
    }
    static bool selectData(QComboBox* combo, const QString& data)
    {
        const int i = combo->findData(data);
        if (i >= 0) combo->setCurrentIndex(i);
        return i >= 0;
    }
    /// The cluster page: racks x machines per rack x GPUs per machine.
    void shape(NewScenarioWizard* wizard, int racks, int machines, int gpus)
    {
        field<QSpinBox>(wizard, "wizardRacks")->setValue(racks);
        field<QSpinBox>(wizard, "wizardMachinesPerRack")->setValue(machines);
        field<QSpinBox>(wizard, "wizardGpusPerMachine")->setValue(gpus);
    }
    static bool canGoOn(NewScenarioWizard* wizard, QWizard::WizardButton which) { return wizard->button(which)->isEnabled(); }
    /// Clicks Finish; true when the wizard closed (at once: its checks run in the click).
    static bool finish(NewScenarioWizard* wizard)
    {
        QPointer<NewScenarioWizard> alive(wizard);
        wizard->button(QWizard::FinishButton)->click();
        QCoreApplication::processEvents();
        return alive.isNull() || !alive->isVisible();
    }
};

} // namespace

TEST_F(NewScenarioFlow, GeneratorOnOneRackOfTwoMachinesRunsToTheEnd)
{
    // An open document with unsaved changes: Finish asks about them, as Open does.
    seam.nextFileNames << test::demoPath();
    window->findChild<QAction*>(QStringLiteral("actionOpen"))->trigger();
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    Scenario edited = window->document()->scenario();
    edited.name = "Demo, edited";
    window->document()->edit(edited, QStringLiteral("rename"));
    ASSERT_TRUE(window->document()->isModified());

    NewScenarioWizard* wizard = openWizard();
    ASSERT_TRUE(wizard);
    EXPECT_EQ(wizard->currentId(), NewScenarioWizard::WorkloadPage);

    // Workload: a generator of the core's registry, with its parameters and the seed.
    auto* generators = field<QComboBox>(wizard, "wizardGenerator");
    ASSERT_EQ(generators->count(), static_cast<int>(generatorNames().size()));
    EXPECT_TRUE(field<QRadioButton>(wizard, "wizardUseGenerator")->isChecked());
    ASSERT_TRUE(selectData(generators, QStringLiteral("poisson-philly")));
    field<QDoubleSpinBox>(wizard, "gen_jobs")->setValue(30);
    field<QDoubleSpinBox>(wizard, "gen_max_gpus")->setValue(8);
    field<QSpinBox>(wizard, "wizardSeed")->setValue(5);
    ASSERT_TRUE(canGoOn(wizard, QWizard::NextButton));
    wizard->next();

    // Cluster: 1 x 2 x 4, with its live summary; zero GPUs cannot go on.
    ASSERT_EQ(wizard->currentId(), NewScenarioWizard::ClusterPage);
    shape(wizard, 1, 2, 0);
    EXPECT_FALSE(canGoOn(wizard, QWizard::NextButton));
    auto* clusterError = field<QLabel>(wizard, "wizardClusterError");
    EXPECT_TRUE(clusterError->isVisible());
    EXPECT_FALSE(clusterError->text().isEmpty());
    shape(wizard, 1, 2, 4);
    EXPECT_TRUE(canGoOn(wizard, QWizard::NextButton));
    EXPECT_FALSE(clusterError->isVisible());
    EXPECT_EQ(field<QLabel>(wizard, "wizardClusterSummary")->text(), QStringLiteral("1 rack, 2 machines, 8 GPUs"));
    shape(wizard, 2, 8, 4);
    EXPECT_EQ(wizard->clusterSummary(), QStringLiteral("2 racks, 16 machines, 64 GPUs"));
    shape(wizard, 1, 2, 4);
    wizard->next();

    // Policy: from the registry, FIFO and the default placement first.
    ASSERT_EQ(wizard->currentId(), NewScenarioWizard::PolicyPage);
    auto* ordering = field<QComboBox>(wizard, "wizardOrdering");
    auto* placement = field<QComboBox>(wizard, "wizardPlacement");
    EXPECT_EQ(ordering->currentData().toString(), QStringLiteral("fifo"));
    EXPECT_EQ(placement->currentData().toString(), QString::fromStdString(PolicyConfig {}.placement.name));
    EXPECT_EQ(ordering->count(), static_cast<int>(PolicyRegistry::instance().list(PolicyKind::Ordering).size()));
    ASSERT_TRUE(selectData(ordering, QStringLiteral("sjf")));
    ASSERT_TRUE(selectData(placement, QStringLiteral("best-fit")));
    wizard->next();

    // Name: an empty one cannot finish.
    ASSERT_EQ(wizard->currentId(), NewScenarioWizard::NamePage);
    auto* name = field<QLineEdit>(wizard, "wizardName");
    name->clear();
    EXPECT_FALSE(canGoOn(wizard, QWizard::FinishButton));
    name->setText(QStringLiteral("  "));
    EXPECT_FALSE(canGoOn(wizard, QWizard::FinishButton));
    name->setText(QStringLiteral("Wizard test"));
    ASSERT_TRUE(canGoOn(wizard, QWizard::FinishButton));
    const QString summary = field<QLabel>(wizard, "wizardSummary")->text();
    EXPECT_TRUE(summary.contains(QStringLiteral("30 jobs from the generator poisson-philly (seed 5)"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("1 rack, 2 machines, 8 GPUs"))) << summary.toStdString();

    // Cancel at "save changes?" keeps the wizard open and the document as it was.
    seam.nextAnswers = { DialogSeam::Answer::Cancel };
    EXPECT_FALSE(finish(wizard));
    ASSERT_EQ(seam.questions.size(), 1);
    EXPECT_EQ(seam.questions.front(), QStringLiteral("demo.yaml"));
    EXPECT_EQ(window->document()->scenario().name, "Demo, edited");
    EXPECT_EQ(wizard->currentId(), NewScenarioWizard::NamePage);
    seam.nextAnswers = { DialogSeam::Answer::Discard };
    ASSERT_TRUE(finish(wizard));
    EXPECT_EQ(seam.questions.size(), 2);

    // A new, untitled document that is not saved yet.
    ScenarioDocument* doc = window->document();
    EXPECT_TRUE(doc->path().isEmpty());
    EXPECT_EQ(doc->displayName(), QStringLiteral("Untitled"));
    EXPECT_TRUE(doc->isModified());
    EXPECT_TRUE(window->isWindowModified());
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("Untitled[*]"))) << window->windowTitle().toStdString();
    EXPECT_FALSE(doc->undoStack()->canUndo());
    const Scenario& s = doc->scenario();
    EXPECT_EQ(s.name, "Wizard test");
    EXPECT_EQ(s.seed, 5u);
    EXPECT_EQ(s.cluster.rackCount(), 1);
    EXPECT_EQ(s.cluster.machineCount(), 2);
    EXPECT_EQ(s.cluster.gpuCount(), 8);
    EXPECT_EQ(s.policy.ordering.name, "sjf");
    EXPECT_EQ(s.policy.placement.name, "best-fit");
    EXPECT_TRUE(s.policy.scheduler.name.empty());
    EXPECT_TRUE(s.workload.trace.empty());
    EXPECT_EQ(s.workload.generator, "poisson-philly");
    EXPECT_EQ(std::get<double>(s.workload.generatorParams.at("jobs")), 30.0);
    EXPECT_EQ(std::get<double>(s.workload.generatorParams.at("max_gpus")), 8.0);

    // It runs to the end: every job.
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    EXPECT_EQ(window->runState()->jobCount(), 30);
    window->findChild<QAction*>(QStringLiteral("actionRunToEnd"))->trigger();
    ASSERT_TRUE(waitUntil([&] { return window->runState()->result() != nullptr; }));
    const RunResultPtr result = window->runState()->result();
    EXPECT_EQ(result->summary.jobs, 30);
    EXPECT_EQ(result->summary.finished, 30);
    EXPECT_EQ(result->meta.gpus, 8);

    // Save asks for a file name (Save As), and the file loads back as the same scenario.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("wizard.yaml"));
    seam.nextFileNames << file;
    window->findChild<QAction*>(QStringLiteral("actionSave"))->trigger();
    EXPECT_EQ(doc->path(), file);
    EXPECT_FALSE(doc->isModified());
    auto loaded = loadScenario(file.toStdString());
    ASSERT_TRUE(loaded.ok()) << loaded.error().toString();
    EXPECT_EQ(loaded.value(), doc->scenario());
}

TEST_F(NewScenarioFlow, AScenarioTheCoreRefusesShowsWhyAndStaysOpen)
{
    NewScenarioWizard* wizard = openWizard();
    ASSERT_TRUE(wizard);
    // Each value in its range, but together refused by the generator's own check.
    ASSERT_TRUE(selectData(field<QComboBox>(wizard, "wizardGenerator"), QStringLiteral("dl2-ali")));
    field<QDoubleSpinBox>(wizard, "gen_max_workers")->setValue(4);
    field<QDoubleSpinBox>(wizard, "gen_requested_workers")->setValue(8);
    wizard->next();
    wizard->next();
    wizard->next();
    ASSERT_EQ(wizard->currentId(), NewScenarioWizard::NamePage);
    const Scenario before = window->document()->scenario();
    EXPECT_FALSE(finish(wizard));
    EXPECT_TRUE(wizard->isVisible());
    EXPECT_TRUE(wizard->errorText().contains(QStringLiteral("requested_workers"))) << wizard->errorText().toStdString();
    EXPECT_TRUE(field<QLabel>(wizard, "wizardError")->isVisible());
    EXPECT_EQ(window->document()->scenario(), before);
    test::saveScreenshot(wizard, QStringLiteral("new-scenario-wizard-error-en.png"));
    // Put right, it finishes.
    wizard->back();
    wizard->back();
    wizard->back();
    field<QDoubleSpinBox>(wizard, "gen_requested_workers")->setValue(2);
    wizard->next();
    wizard->next();
    wizard->next();
    EXPECT_TRUE(wizard->errorText().isEmpty());
    ASSERT_TRUE(finish(wizard));
    EXPECT_EQ(window->document()->scenario().workload.generator, "dl2-ali");
    EXPECT_TRUE(seam.questions.isEmpty()) << "nothing to lose: no question";
}

TEST_F(NewScenarioFlow, ABundledTraceBecomesTheWorkloadAndLoads)
{
    const QStringList traces = NewScenarioWizard::bundledTraces();
    const QString philly2k = QFileInfo(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/traces/philly_2k.csv")).canonicalFilePath();
    ASSERT_TRUE(traces.contains(philly2k)) << traces.join(QLatin1Char(' ')).toStdString();
    EXPECT_FALSE(traces.contains(QFileInfo(QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/traces/README.md")).canonicalFilePath()));

    NewScenarioWizard* wizard = openWizard();
    ASSERT_TRUE(wizard);
    auto* useTrace = field<QRadioButton>(wizard, "wizardUseTrace");
    ASSERT_TRUE(useTrace->isEnabled());
    useTrace->setChecked(true);
    EXPECT_FALSE(field<QComboBox>(wizard, "wizardGenerator")->isEnabled());
    auto* trace = field<QComboBox>(wizard, "wizardTrace");
    EXPECT_EQ(trace->count(), traces.size());
    ASSERT_TRUE(selectData(trace, philly2k));
    field<QSpinBox>(wizard, "wizardTraceLimit")->setValue(200);
    wizard->next();
    shape(wizard, 1, 4, 8);
    wizard->next();
    wizard->next();
    field<QLineEdit>(wizard, "wizardName")->setText(QStringLiteral("Philly, first 200 jobs"));
    EXPECT_TRUE(field<QLabel>(wizard, "wizardSummary")->text().contains(QStringLiteral("the first 200 jobs of the trace philly_2k.csv")));
    ASSERT_TRUE(finish(wizard));

    const Scenario& s = window->document()->scenario();
    EXPECT_EQ(QString::fromStdString(s.workload.trace), philly2k);
    EXPECT_EQ(s.workload.format, "common-csv");
    EXPECT_EQ(s.workload.limit, 200);
    EXPECT_TRUE(s.workload.generator.empty());
    auto workload = loadWorkload(s);
    ASSERT_TRUE(workload.ok()) << workload.error().toString();
    EXPECT_EQ(workload.value().jobs.size(), 200u);
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    EXPECT_EQ(window->runState()->jobCount(), 200);
}

/// Each page in English (docs/screenshots/new-scenario-wizard.png is the workload page); the German and
/// Chinese ones are TranslationsTest's.
TEST_F(NewScenarioFlow, Screenshots)
{
    NewScenarioWizard* wizard = openWizard();
    ASSERT_TRUE(wizard);
    const char* pages[] = { "workload", "cluster", "policy", "name" };
    for (int page = 0; page < 4; ++page) {
        ASSERT_EQ(wizard->currentId(), page);
        QCoreApplication::processEvents();
        test::saveScreenshot(wizard, QStringLiteral("new-scenario-wizard-%1-en.png").arg(QLatin1String(pages[page])));
        if (page < 3) wizard->next();
    }
    wizard->reject();
}
