// GUI tests run offscreen unless told otherwise: gtest_discover_tests runs this binary without the test
// environment, and a QApplication without a platform aborts (research B.4 item 12).
#include <gtest/gtest.h>

#ifdef GANTRY_HAVE_LEARN
#include "core/learn/LearnedSchedulers.h"
#endif

#include <QApplication>
#include <QFont>
#include <QStandardPaths>
#include <QStyleFactory>

#include <cstdlib>
#include <filesystem>
#include <string>

int main(int argc, char** argv)
{
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    ::testing::InitGoogleTest(&argc, argv);
#ifdef GANTRY_HAVE_LEARN
    gantry::registerLearnedSchedulers(gantry::PolicyRegistry::instance()); // dl2, topdrl in the policy editor
#endif
    // ctest runs test cases as parallel processes: each gets its own home, so settings (recent files)
    // and autosaves of one test never race with another's. Test mode keeps them off the user's files.
    std::string home = (std::filesystem::temp_directory_path() / "gantry-gui-test-XXXXXX").string();
    if (!mkdtemp(home.data())) return 1;
    setenv("HOME", home.c_str(), 1);
    for (const char* variable : { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME" })
        setenv(variable, (home + "/" + variable).c_str(), 1);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GantryTests"));
    QCoreApplication::setApplicationName(QStringLiteral("GantryTests"));
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QFont font = QApplication::font();
    font.setPointSize(9);
    QApplication::setFont(font);
    const int status = RUN_ALL_TESTS();
    std::error_code ignored;
    std::filesystem::remove_all(home, ignored);
    return status;
}
