#include "widgets/ManualViewer.h"

#include "widgets/Named.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gantry::gui {

ManualViewer::ManualViewer(const QString& readme, QWidget* parent) : QDialog(parent), m_home(QUrl::fromLocalFile(readme))
{
    setObjectName(QStringLiteral("manualViewer"));
    setWindowTitle(tr("Gantry manual"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_browser = named<QTextBrowser>("manualBrowser");
    // Pages link to each other by relative paths (docs/outputs.md): followed here; the web in the browser.
    m_browser->setOpenLinks(true);
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(m_home, QTextDocument::MarkdownResource);

    auto* back = named<QPushButton>("manualBack", tr("Back"));
    auto* forward = new QPushButton(tr("Forward"));
    auto* home = new QPushButton(tr("Contents"));
    auto* external = new QPushButton(tr("Open in browser"));
    external->setToolTip(tr("Open this page with the desktop's program for Markdown files"));
    auto* close = new QPushButton(tr("Close"));
    back->setEnabled(false);
    forward->setEnabled(false);
    connect(m_browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    connect(m_browser, &QTextBrowser::forwardAvailable, forward, &QPushButton::setEnabled);
    connect(back, &QPushButton::clicked, m_browser, &QTextBrowser::backward);
    connect(forward, &QPushButton::clicked, m_browser, &QTextBrowser::forward);
    connect(home, &QPushButton::clicked, this, [this] { m_browser->setSource(m_home, QTextDocument::MarkdownResource); });
    connect(external, &QPushButton::clicked, this, [this] { QDesktopServices::openUrl(m_browser->source()); });
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    auto* bar = new QHBoxLayout;
    for (QPushButton* b : { back, forward, home }) bar->addWidget(b);
    bar->addStretch();
    bar->addWidget(external);
    bar->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_browser, 1);
    resize(980, 760);
}

} // namespace gantry::gui
