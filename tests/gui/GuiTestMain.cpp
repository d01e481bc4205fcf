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

int main(int argc, char** argv)
{
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    ::testing::InitGoogleTest(&argc, argv);
#ifdef GANTRY_HAVE_LEARN
    gantry::registerLearnedSchedulers(gantry::PolicyRegistry::instance()); // dl2, topdrl in the policy editor
#endif
    QStandardPaths::setTestModeEnabled(true); // settings and autosaves never touch the user's files
    QCoreApplication::setOrganizationName(QStringLiteral("GantryTests"));
    QCoreApplication::setApplicationName(QStringLiteral("GantryTests"));
    QApplication app(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QFont font = QApplication::font();
    font.setPointSize(9);
    QApplication::setFont(font);
    return RUN_ALL_TESTS();
}
