#pragma once
/** @brief Help > Manual: Gantry's manual (its README and docs/, as installed or in the source tree) in
 * Gantry's own viewer: Markdown rendered, links between the pages followed, its screenshots shown, links
 * to the web opened in the browser; Back, Forward, Contents, and "Open in browser" for the page shown. */

#include <QDialog>
#include <QUrl>

class QTextBrowser;

namespace gantry::gui {

class ManualViewer final : public QDialog {
    Q_OBJECT
public:
    /// `readme`: the manual's first page (MainWindow::manualFile()).
    explicit ManualViewer(const QString& readme, QWidget* parent = nullptr);
    QTextBrowser* browser() const { return m_browser; }

private:
    QTextBrowser* m_browser;
    QUrl m_home;
};

} // namespace gantry::gui
