// The translations (translations/gantry_<lang>.ts, issue 25 item 3): every text of the sources is in
// the .ts files, German and Simplified Chinese translate each of them, and the main window in either
// language shows no English text in its menus, menu actions and tabs.
#include "widgets/ComparisonModel.h"
#include "widgets/ComparisonPanel.h"
#include "widgets/DialogSeam.h"
#include "widgets/GeneratorForm.h"
#include "widgets/Language.h"
#include "widgets/MainWindow.h"
#include "widgets/MetricsPanel.h"
#include "widgets/PlanPanel.h"
#include "widgets/NewScenarioWizard.h"
#include "widgets/PolicyEditor.h"
#include "widgets/RunController.h"
#include "widgets/RunState.h"
#include "widgets/TopologyView.h"
#include "widgets/WelcomeDialog.h"

#include "widgets/ForkDialog.h"
#include "GuiTestUtil.h"

#include "core/io/Synthetic.h"
#include "core/policy/PolicyRegistry.h"
#include "core/util/Translate.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <map>
#include <set>

using namespace gantry;
using namespace gantry::gui;
using test::waitUntil;

namespace {

const QStringList kTranslated { QStringLiteral("de"), QStringLiteral("zh_CN") };

struct TsMessage {
    QString context;
    QString source;
    bool numerus = false;
    QString type;              ///< the translation's type attribute: "" when finished
    QStringList translations;  ///< one, or one per plural form
};

QList<TsMessage> readTs(const QString& path, QString* error = nullptr)
{
    QList<TsMessage> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = file.errorString();
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = TsMessage { context, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {} };
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!message.numerus) {
                message.translations << xml.readElementText();
                out << message;
            } else {
                while (xml.readNextStartElement()) message.translations << xml.readElementText();
                out << message;
            }
        }
    }
    if (xml.hasError() && error) *error = xml.errorString();
    return out;
}

QString tsPath(const QString& language) { return QStringLiteral(GANTRY_SOURCE_DIR "/translations/gantry_%1.ts").arg(language); }

QStringList placeholders(const QString& text)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+|n|v|m)"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();) out << it.next().captured(0);
    out.removeDuplicates();
    out.sort();
    return out;
}

} // namespace

TEST(Translations, EveryTextIsTranslatedInGermanAndChinese)
{
    const QList<TsMessage> english = readTs(tsPath(QStringLiteral("en")));
    ASSERT_GT(english.size(), 400);
    for (const QString& language : kTranslated) {
        QString error;
        const QList<TsMessage> messages = readTs(tsPath(language), &error);
        ASSERT_TRUE(error.isEmpty()) << language.toStdString() << ": " << error.toStdString();
        EXPECT_EQ(messages.size(), english.size()) << language.toStdString() << " and en have different texts";
        for (const TsMessage& m : messages) {
            const std::string where = language.toStdString() + " " + m.context.toStdString() + ": " + m.source.toStdString();
            EXPECT_TRUE(m.type.isEmpty()) << where << " is " << m.type.toStdString();
            // German has a singular and a plural, Chinese one form for every count.
            EXPECT_EQ(m.translations.size(), !m.numerus ? 1 : language == QLatin1String("de") ? 2 : 1) << where;
            for (const QString& t : m.translations) {
                EXPECT_FALSE(t.trimmed().isEmpty() && !m.source.trimmed().isEmpty()) << where << " has no translation";
                EXPECT_EQ(placeholders(t), placeholders(m.source)) << where << " -> " << t.toStdString();
            }
        }
    }
}

/// lupdate over today's sources, into copies of the .ts files: nothing new, nothing gone. Fails when a
/// tr() text was added or changed without `cmake --build build-dev --target update_translations`.
TEST(Translations, FilesAreUpToDateWithTheSources)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QStringList sources;
    const QDir widgets(QStringLiteral(GANTRY_SOURCE_DIR "/widgets"));
    for (const QString& f : widgets.entryList({ QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files, QDir::Name))
        sources << widgets.filePath(f);
    sources << QStringLiteral(GANTRY_SOURCE_DIR "/app/gui/main.cpp");
    for (QDirIterator it(QStringLiteral(GANTRY_SOURCE_DIR "/core"), { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
             QDirIterator::Subdirectories);
         it.hasNext();)
        sources << it.next();
    for (const QString& language : QStringList { QStringLiteral("en") } + kTranslated) {
        const QString copy = dir.filePath(QStringLiteral("gantry_%1.ts").arg(language));
        ASSERT_TRUE(QFile::copy(tsPath(language), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(GANTRY_LUPDATE),
            QStringList { QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                QStringLiteral("-tr-function-alias"), QStringLiteral("QT_TRANSLATE_NOOP+=GANTRY_TR_NOOP"), QStringLiteral("-I"),
                QStringLiteral(GANTRY_SOURCE_DIR) }
                + sources + QStringList { QStringLiteral("-ts"), copy });
        ASSERT_TRUE(lupdate.waitForFinished(120000));
        ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAll().toStdString();
        std::set<std::pair<QString, QString>> committed, current;
        for (const TsMessage& m : readTs(tsPath(language))) committed.insert({ m.context, m.source });
        for (const TsMessage& m : readTs(copy)) current.insert({ m.context, m.source });
        for (const auto& [context, source] : current)
            EXPECT_TRUE(committed.count({ context, source })) << language.toStdString() << ": not in the .ts file: " << context.toStdString()
                                                             << ": " << source.toStdString();
        for (const auto& [context, source] : committed)
            EXPECT_TRUE(current.count({ context, source })) << language.toStdString() << ": no longer in the sources: "
                                                            << context.toStdString() << ": " << source.toStdString();
        if (language != QLatin1String("en")) {
            for (const TsMessage& m : readTs(copy))
                EXPECT_TRUE(m.type.isEmpty()) << language.toStdString() << ": unfinished after lupdate: " << m.source.toStdString();
        }
    }
}

/// What the core's registries name and the interface shows has a text to translate: every registered
/// policy's title (the policy editor's and the New Scenario wizard's lists) and every generator parameter.
TEST(Translations, RegistryTitlesAndGeneratorParametersHaveTexts)
{
    std::set<QString> titles;
    for (const TsMessage& m : readTs(tsPath(QStringLiteral("en"))))
        if (m.context == QLatin1String("PolicyTitle")) titles.insert(m.source);
    for (PolicyKind kind : { PolicyKind::Scheduler, PolicyKind::Ordering, PolicyKind::Placement, PolicyKind::Sizing, PolicyKind::Sharing })
        for (const PolicyInfo& info : PolicyRegistry::instance().list(kind))
            EXPECT_TRUE(titles.count(QString::fromStdString(info.title)))
                << policyKindName(kind) << " " << info.name << ": its title '" << info.title << "' is not marked GANTRY_TR_NOOP(\"PolicyTitle\", ...) where it is registered";
    for (const std::string& generator : generatorNames())
        for (const ParamSpec& spec : generatorParams(generator))
            EXPECT_NE(GeneratorForm::parameterLabel(spec.name), QString::fromStdString(spec.name))
                << generator << "." << spec.name << " has no label in GeneratorForm::parameterLabel";
}

TEST(Translations, LanguageChoice)
{
    EXPECT_EQ(matchLanguage(QStringLiteral("de_DE")), QStringLiteral("de"));
    EXPECT_EQ(matchLanguage(QStringLiteral("de")), QStringLiteral("de"));
    EXPECT_EQ(matchLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    EXPECT_EQ(matchLanguage(QStringLiteral("zh")), QStringLiteral("zh_CN"));
    EXPECT_EQ(matchLanguage(QStringLiteral("zh_TW")), QString());
    EXPECT_EQ(matchLanguage(QStringLiteral("fr_FR")), QString());
    EXPECT_EQ(matchLanguage(QStringLiteral("en_GB")), QStringLiteral("en"));
    QSettings().clear();
    EXPECT_EQ(startupLanguage(QStringLiteral("de")), QStringLiteral("de"));
    EXPECT_EQ(startupLanguage(), systemLanguage());
    QSettings().setValue(languageSettingsKey(), QStringLiteral("zh_CN"));
    EXPECT_EQ(startupLanguage(), QStringLiteral("zh_CN"));
    EXPECT_EQ(startupLanguage(QStringLiteral("de")), QStringLiteral("de")) << "--language wins over the saved choice";
    EXPECT_EQ(startupLanguage(QStringLiteral("xx")), QStringLiteral("zh_CN")) << "an unknown one is ignored";
    QSettings().clear();
}

namespace {

/// The main window in `language`, as main makes it: the language applied, then the window built.
class TranslatedMainWindow : public ::testing::TestWithParam<QString>, protected test::WindowUnderTest {
protected:
    void SetUp() override { ASSERT_TRUE(showWindow(GetParam())); }
    void TearDown() override { closeWindow(); }
    /// Every text the user reads first: menu titles, their actions (and submenus'), tab titles, dock titles.
    QStringList chromeTexts() const
    {
        QStringList texts;
        std::function<void(QMenu*)> walk = [&](QMenu* menu) {
            texts << menu->title();
            for (QAction* a : menu->actions()) {
                if (a->isSeparator()) continue;
                if (a->menu()) walk(a->menu());
                else texts << a->text();
            }
        };
        for (QAction* a : window->menuBar()->actions())
            if (a->menu()) walk(a->menu());
        auto* tabs = window->findChild<QTabWidget*>(QStringLiteral("mainTabs"));
        for (int i = 0; tabs && i < tabs->count(); ++i) texts << tabs->tabText(i);
        for (QDockWidget* dock : window->findChildren<QDockWidget*>()) texts << dock->windowTitle();
        return texts;
    }
};

} // namespace

TEST_P(TranslatedMainWindow, NoEnglishLeftInMenusAndTabs)
{
    // English texts whose translation differs ("GPU", "Cluster", "Training" are the same word in German).
    std::map<QString, QString> translationOf;
    for (const TsMessage& m : readTs(tsPath(GetParam())))
        if (!m.translations.isEmpty() && m.translations.front() != m.source) translationOf[m.source] = m.translations.front();
    ASSERT_GT(translationOf.size(), 300u);
    const QStringList texts = chromeTexts();
    ASSERT_GT(texts.size(), 30);
    int translated = 0;
    for (const QString& text : texts) {
        EXPECT_FALSE(translationOf.count(text)) << GetParam().toStdString() << ": English left: " << text.toStdString();
        // The same text with its accelerator dropped, for a text Qt built from a tr() one ("&Undo").
        QString plain = text;
        plain.remove(QLatin1Char('&'));
        for (const auto& [source, translation] : translationOf)
            if (QString(source).remove(QLatin1Char('&')) == plain && source.contains(QLatin1Char('&')))
                ADD_FAILURE() << GetParam().toStdString() << ": English left: " << text.toStdString();
        for (const auto& entry : translationOf)
            if (entry.second == text) {
                ++translated;
                break;
            }
    }
    EXPECT_GT(translated, texts.size() / 2) << "most texts are translations";
    if (GetParam() == QLatin1String("zh_CN")) {
        bool cjk = false;
        for (const QString& text : texts)
            for (QChar c : text) cjk = cjk || (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF);
        EXPECT_TRUE(cjk);
    }
}

/// The main window after a run of the demo, in each language (docs/screenshots/main-window-<lang>.png).
TEST_P(TranslatedMainWindow, Screenshot)
{
    seam.nextFileNames << test::demoPath();
    window->findChild<QAction*>(QStringLiteral("actionOpen"))->trigger();
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    window->findChild<QAction*>(QStringLiteral("actionRunToEnd"))->trigger();
    ASSERT_TRUE(waitUntil([&] { return window->runState()->result() != nullptr; }));
    QCoreApplication::processEvents();
    test::saveScreenshot(window.get(), QStringLiteral("main-window-%1.png").arg(GetParam()));

    // The policy editor: each part's description is the translation of the registry's English one.
    window->tabs()->setCurrentWidget(window->policyEditor());
    QCoreApplication::processEvents();
    auto* ordering = window->policyEditor()->findChild<QLabel*>(QStringLiteral("policyDescription_ordering"));
    ASSERT_TRUE(ordering);
    const PolicyInfo* fifo = PolicyRegistry::instance().find(PolicyKind::Ordering, "fifo");
    ASSERT_TRUE(fifo);
    EXPECT_NE(ordering->text(), QString::fromStdString(fifo->description)) << "English left in the policy editor";
    EXPECT_FALSE(ordering->text().isEmpty());
    test::saveScreenshot(window.get(), QStringLiteral("policy-editor-%1.png").arg(GetParam()));

    // The fork dialog speaks the language too, its default variant name included.
    ForkDialog fork(window->document()->scenario(), 5400, window.get());
    fork.show();
    QCoreApplication::processEvents();
    EXPECT_NE(fork.windowTitle(), QStringLiteral("Fork here"));
    EXPECT_FALSE(fork.variantName().startsWith(QStringLiteral("rack "))) << fork.variantName().toStdString();
    test::saveScreenshot(&fork, QStringLiteral("fork-dialog-%1.png").arg(GetParam()));
    fork.findChild<QComboBox*>(QStringLiteral("forkKind"))->setCurrentIndex(ForkDialog::MachinesJoin);
    QCoreApplication::processEvents();
    EXPECT_FALSE(fork.variantName().contains(QStringLiteral("machines join"))) << fork.variantName().toStdString();
    test::saveScreenshot(&fork, QStringLiteral("fork-dialog-join-%1.png").arg(GetParam()));

    // The topology's machine menu, which opens that dialog.
    ASSERT_GT(window->runState()->cluster().machineCount(), 0);
    Q_EMIT window->topology()->machineMenuRequested(0, QPoint(50, 50));
    QCoreApplication::processEvents();
    auto* menu = window->findChild<QMenu*>(QStringLiteral("machineMenu"));
    ASSERT_NE(menu, nullptr);
    for (QAction* action : menu->actions())
        EXPECT_FALSE(action->text().startsWith(QStringLiteral("Fork here"))) << action->text().toStdString();
    test::saveScreenshot(menu, QStringLiteral("topology-machine-menu-%1.png").arg(GetParam()));
    menu->close();
}

/// The Plan tab after the search, in each language (docs/screenshots/plan-tab-<lang>.png): the answer in
/// the language's words and number signs.
TEST_P(TranslatedMainWindow, PlanTabSpeaksTheLanguage)
{
    seam.nextFileNames << QStringLiteral(GANTRY_SOURCE_DIR "/scenarios/cloud-cost.yaml");
    window->findChild<QAction*>(QStringLiteral("actionOpen"))->trigger();
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    PlanPanel* plan = window->planPanel();
    window->tabs()->setCurrentWidget(plan);
    bool finished = false;
    QObject::connect(plan, &PlanPanel::planFinished, [&] { finished = true; });
    plan->findChild<QPushButton*>(QStringLiteral("planRunButton"))->click();
    ASSERT_TRUE(waitUntil([&] { return finished; }, 90000));
    const QString status = plan->findChild<QLabel*>(QStringLiteral("planStatus"))->text();
    // FIFO's answer (8 A100 and 15 T4 machines, $294.20/h if reserved), as the language writes it.
    const bool german = GetParam() == QLatin1String("de");
    EXPECT_TRUE(status.contains(german ? QStringLiteral("8 × A100 (8 GPUs) + 15 × T4 (4 GPUs)") : QStringLiteral("8 × A100（8 个 GPU） + 15 × T4（4 个 GPU）")))
        << qPrintable(status);
    EXPECT_TRUE(status.contains(german ? QStringLiteral("294,20 $") : QStringLiteral("$294.20"))) << qPrintable(status);
    EXPECT_FALSE(status.contains(QStringLiteral(" at most "))) << "English left: " << qPrintable(status);
    QTest::qWait(200);
    test::saveScreenshot(window.get(), QStringLiteral("plan-tab-%1.png").arg(GetParam()));
}

/// Where a user begins and what they take away, in each language: the welcome page, the What-if tab
/// with its answer, the variant editor (welcome-<lang>.png, what-if-<lang>.png, variant-editor-<lang>.png).
TEST_P(TranslatedMainWindow, TheWelcomeAndTheAnswerSpeakTheLanguage)
{
    window->findChild<QAction*>(QStringLiteral("actionNew"))->trigger();
    auto* welcome = window->findChild<WelcomeDialog*>(QStringLiteral("welcomeDialog"));
    ASSERT_NE(welcome, nullptr);
    EXPECT_NE(welcome->windowTitle(), QStringLiteral("Welcome to Gantry"));
    test::saveScreenshot(welcome, QStringLiteral("welcome-%1.png").arg(GetParam()));
    welcome->findChild<QPushButton*>(QStringLiteral("welcomeOpenExample"))->click(); // the first: the demo
    ASSERT_TRUE(test::waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    ComparisonPanel* panel = window->comparison();
    window->tabs()->setCurrentWidget(panel);
    bool finished = false;
    QObject::connect(panel, &ComparisonPanel::comparisonFinished, [&] { finished = true; });
    panel->runComparison();
    ASSERT_TRUE(test::waitUntil([&] { return finished && panel->model()->allDone(); }, 120000));
    const QString answer = panel->findChild<QLabel*>(QStringLiteral("comparisonAnswer"))->text();
    EXPECT_FALSE(answer.contains(QStringLiteral("The answer."))) << qPrintable(answer);
    EXPECT_FALSE(answer.contains(QStringLiteral("names no service level"))) << qPrintable(answer);
    EXPECT_TRUE(answer.contains(QStringLiteral("Tiresias + a third rack"))) << "the fastest, by its name: " << qPrintable(answer);
    QTest::qWait(100);
    test::saveScreenshot(window.get(), QStringLiteral("what-if-%1.png").arg(GetParam()));
    auto* ordering = panel->findChild<QComboBox*>(QStringLiteral("variantOrdering"));
    ordering->setCurrentIndex(ordering->findData(QStringLiteral("sjf")));
    EXPECT_FALSE(ordering->itemText(0).startsWith(QStringLiteral("as the base"))) << qPrintable(ordering->itemText(0));
    test::saveScreenshot(window.get(), QStringLiteral("variant-editor-%1.png").arg(GetParam()));
}

/// File > New Scenario in each language: every page's title, labels and buttons translated, and each
/// page's screenshot (new-scenario-wizard-<page>-<lang>.png; docs/screenshots has the Chinese workload page).
TEST_P(TranslatedMainWindow, NewScenarioWizardIsTranslated)
{
    std::map<QString, QString> translationOf;
    for (const TsMessage& m : readTs(tsPath(GetParam())))
        if (!m.translations.isEmpty() && m.translations.front() != m.source) translationOf[m.source] = m.translations.front();
    window->findChild<QAction*>(QStringLiteral("actionNewScenario"))->trigger();
    auto* wizard = window->findChild<NewScenarioWizard*>(QStringLiteral("newScenarioWizard"));
    ASSERT_TRUE(wizard && wizard->isVisible());
    const char* pages[] = { "workload", "cluster", "policy", "name" };
    for (int page = 0; page < 4; ++page) {
        ASSERT_EQ(wizard->currentId(), page);
        QCoreApplication::processEvents();
        QStringList texts { wizard->windowTitle(), wizard->currentPage()->title(), wizard->currentPage()->subTitle() };
        for (QLabel* label : wizard->findChildren<QLabel*>())
            if (label->isVisible() && !label->text().isEmpty()) texts << label->text();
        for (QAbstractButton* button : wizard->findChildren<QAbstractButton*>())
            if (button->isVisible() && !button->text().isEmpty()) texts << button->text();
        int translated = 0;
        for (const QString& text : texts) {
            EXPECT_FALSE(translationOf.count(text)) << GetParam().toStdString() << ", page " << pages[page] << ": English left: " << text.toStdString();
            for (const auto& entry : translationOf)
                if (text.contains(QString(entry.second).remove(QLatin1Char('&')).left(12))) {
                    ++translated;
                    break;
                }
        }
        EXPECT_GT(translated, 4) << pages[page];
        test::saveScreenshot(wizard, QStringLiteral("new-scenario-wizard-%1-%2.png").arg(QLatin1String(pages[page]), GetParam()));
        if (page < 3) wizard->next();
    }
    wizard->reject();
}

/// View > Language saves the choice and says, in the language chosen, that it applies at the next start.
TEST_P(TranslatedMainWindow, LanguageMenuSavesTheChoice)
{
    auto* german = window->findChild<QAction*>(QStringLiteral("actionLanguage_de"));
    auto* chinese = window->findChild<QAction*>(QStringLiteral("actionLanguage_zh_CN"));
    auto* english = window->findChild<QAction*>(QStringLiteral("actionLanguage_en"));
    ASSERT_TRUE(german && chinese && english);
    EXPECT_EQ(german->text(), QStringLiteral("Deutsch"));
    EXPECT_EQ(chinese->text(), QStringLiteral("中文(简体)"));
    EXPECT_EQ(english->text(), QStringLiteral("English"));
    QAction* other = GetParam() == QLatin1String("de") ? chinese : german;
    other->trigger();
    EXPECT_EQ(QSettings().value(languageSettingsKey()).toString(), other->data().toString());
    ASSERT_EQ(seam.notices.size(), 1);
    EXPECT_EQ(seam.notices.front(), GetParam() == QLatin1String("de") ? QStringLiteral("Gantry 将在下次启动时使用新语言。")
                                                                      : QStringLiteral("Gantry verwendet die neue Sprache beim nächsten Start."));
    english->trigger();
    EXPECT_EQ(QSettings().value(languageSettingsKey()).toString(), QStringLiteral("en"));
    ASSERT_EQ(seam.notices.size(), 2);
    EXPECT_EQ(seam.notices.back(), QStringLiteral("Gantry will use the new language the next time it starts."));
}

namespace {

/// A scenario whose GPU type has `line6` as its sixth line (a bad field there), in `dir`.
QString writeScenario(const QTemporaryDir& dir, const char* name, const char* line6)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QByteArray("gantry: 1\nname: bad field\ncluster:\n  gpu_types:\n    - name: V100\n") + line6
        + "\n  shape: 1x2x4\nworkload:\n  generator: poisson\n");
    return path;
}

} // namespace

/// The core's errors are in the user's language too: a scenario with a bad field, opened as the user
/// opens it (File > Open, ScenarioDocument), and the error dialog says what is wrong in the language,
/// still naming the file, line, column and field (screenshot scenario-error-<lang>.png).
TEST_P(TranslatedMainWindow, ScenarioErrorSpeaksTheLanguage)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const bool german = GetParam() == QLatin1String("de");
    const QString badSpeed = writeScenario(dir, "bad-speed.yaml", "      speed: -1");
    seam.nextFileNames << badSpeed;
    window->findChild<QAction*>(QStringLiteral("actionOpen"))->trigger();
    ASSERT_EQ(seam.errors.size(), 1);
    EXPECT_EQ(seam.errors.back(),
        badSpeed
            + (german ? QStringLiteral(":6:14: Feld 'cluster.gpu_types[0].speed': muss > 0 sein (erhalten: -1)")
                      : QStringLiteral(":6:14: 字段 'cluster.gpu_types[0].speed': 必须 > 0（实际为 -1）")));

    // A message made of translated parts: the unknown key and the suggestion of the known one.
    const QString typo = writeScenario(dir, "typo.yaml", "      spede: 1");
    seam.nextFileNames << typo;
    window->findChild<QAction*>(QStringLiteral("actionOpen"))->trigger();
    ASSERT_EQ(seam.errors.size(), 2);
    const QString known = QStringLiteral("name, speed, price_per_hour, spot_price_per_hour, memory_gb");
    EXPECT_EQ(seam.errors.back(),
        typo
            + (german ? QStringLiteral(":6:7: Feld 'cluster.gpu_types[0].spede': unbekannter Schlüssel 'spede' (meinten Sie 'speed'?); bekannte Schlüssel: ")
                      : QStringLiteral(":6:7: 字段 'cluster.gpu_types[0].spede': 未知的键 'spede'（您是否指 'speed'？）；已知的键："))
            + known);

    // As the default seam shows it (a critical message box, titled by the main window), for the screenshot.
    QMessageBox box(QMessageBox::Critical, QCoreApplication::translate("gantry::gui::MainWindow", "Cannot open the scenario"), seam.errors.back());
    box.show();
    QCoreApplication::processEvents();
    test::saveScreenshot(&box, QStringLiteral("scenario-error-%1.png").arg(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(Languages, TranslatedMainWindow, ::testing::Values(QStringLiteral("de"), QStringLiteral("zh_CN")),
    [](const ::testing::TestParamInfo<QString>& param) { return param.param == QLatin1String("de") ? std::string("German") : std::string("Chinese"); });

namespace {

/// The main window in a dark palette, in each language, after a run of the demo.
class DarkMainWindow : public ::testing::TestWithParam<QString>, protected test::WindowUnderTest {
protected:
    void SetUp() override
    {
        dark = std::make_unique<test::DarkPalette>();
        ASSERT_TRUE(showWindow(GetParam()));
    }
    void TearDown() override
    {
        closeWindow();
        dark.reset();
    }
    std::unique_ptr<test::DarkPalette> dark;
};

} // namespace

/// Every panel draws with the palette's colours: in a dark palette the custom-painted views (Gantt chart,
/// topology) have dark backgrounds and light text too, read off the screenshot's pixels
/// (docs/screenshots/main-window-dark-<lang>.png).
TEST_P(DarkMainWindow, EveryPanelFollowsTheDarkPalette)
{
    seam.nextFileNames << test::demoPath();
    window->findChild<QAction*>(QStringLiteral("actionOpen"))->trigger();
    ASSERT_TRUE(waitUntil([&] { return window->controller()->state() == RunController::State::Ready; }));
    window->findChild<QAction*>(QStringLiteral("actionRunToEnd"))->trigger();
    ASSERT_TRUE(waitUntil([&] { return window->runState()->result() != nullptr; }));
    QTest::qWait(200);
    const QImage shot = window->grab().toImage();
    // Mostly dark: a panel that paints its own white background would make a large bright area.
    long long bright = 0;
    for (int y = 0; y < shot.height(); y += 4)
        for (int x = 0; x < shot.width(); x += 4) bright += qGray(shot.pixel(x, y)) > 200;
    const long long samples = (long long)(shot.height() / 4) * (shot.width() / 4);
    EXPECT_LT(double(bright) / double(samples), 0.10) << "share of bright pixels in a dark palette";
    test::saveScreenshot(window.get(), QStringLiteral("main-window-dark-%1.png").arg(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(Languages, DarkMainWindow, ::testing::Values(QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("zh_CN")),
    [](const ::testing::TestParamInfo<QString>& param) {
        return param.param == QLatin1String("en") ? std::string("English") : param.param == QLatin1String("de") ? std::string("German") : std::string("Chinese");
    });

/// Without a translator, as gantry-cli runs, the same error is the exact English text.
TEST(Translations, ScenarioErrorWithoutATranslatorIsEnglish)
{
    setLanguage(nullptr, {});
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = writeScenario(dir, "bad-speed.yaml", "      speed: -1");
    ScenarioDocument document;
    QString error;
    EXPECT_FALSE(document.open(path, &error));
    EXPECT_EQ(error, path + QStringLiteral(":6:14: field 'cluster.gpu_types[0].speed': must be > 0 (got -1)"));
}

/// The core makes its error messages in the user's language (core/util/Error.h): an Error made with a
/// bare English literal as its message would reach a German or Chinese user in English. Internal
/// errors (a bug, for Gantry's developers) stay English, and so do those of the LibTorch module,
/// which cannot reach translate() (core/learn/TorchNetwork.cpp).
TEST(Translations, CoreErrorsAreNotBareEnglish)
{
    static const QRegularExpression bare(QStringLiteral(R"(Error\s*\{\s*ErrorCode::(\w+)\s*,\s*(std::string\()?")"));
    int files = 0;
    for (QDirIterator it(QStringLiteral(GANTRY_SOURCE_DIR "/core"), { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
             QDirIterator::Subdirectories);
         it.hasNext();) {
        const QString path = it.next();
        if (path.endsWith(QLatin1String("/TorchNetwork.cpp"))) continue;
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
        const QString text = QString::fromUtf8(file.readAll());
        ++files;
        for (auto match = bare.globalMatch(text); match.hasNext();) {
            const auto m = match.next();
            if (m.captured(1) == QLatin1String("Internal")) continue;
            ADD_FAILURE() << path.toStdString() << ":" << text.left(m.capturedStart()).count(QLatin1Char('\n')) + 1
                          << ": an error message in English only; make it with translate(\"Error\", ...)";
        }
    }
    EXPECT_GT(files, 100);
}
