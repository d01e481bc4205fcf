#include "widgets/ReportPdf.h"

#include "core/util/File.h"

#include <QAbstractTextDocumentLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QBuffer>
#include <QSvgRenderer>
#include <QTextDocument>

#include <algorithm>
#include <vector>

namespace gantry::gui {

namespace {

/// One page of the PDF: a section's text (HTML without its charts) and its charts (SVG).
struct Page {
    std::string html;
    std::vector<std::string> charts;
};

/// The report cut at its sections; what precedes the first one (title, date) opens the first page.
std::vector<Page> pagesOf(const std::string& html)
{
    const std::size_t head = html.find("<style>"), headEnd = html.find("</style>");
    const std::string style = head != std::string::npos && headEnd != std::string::npos ? html.substr(head, headEnd + 8 - head) : "";
    const std::size_t body = html.find("<body>") + 6;
    std::vector<Page> pages;
    std::string preamble;
    std::size_t at = html.find("<section>", body);
    if (at == std::string::npos) return { { style + html.substr(body), {} } };
    preamble = html.substr(body, at - body);
    while (at != std::string::npos) {
        const std::size_t end = html.find("</section>", at);
        std::string section = html.substr(at, end - at);
        Page page;
        for (std::size_t svg = section.find("<svg"); svg != std::string::npos; svg = section.find("<svg", svg)) {
            const std::size_t close = section.find("</svg>", svg) + 6;
            page.charts.push_back(section.substr(svg, close - svg));
            section.erase(svg, close - svg);
        }
        // Tables take the page's width (Qt's rich text otherwise shrinks them and breaks words).
        for (std::size_t t = section.find("<table"); t != std::string::npos; t = section.find("<table", t + 1))
            section.insert(t + 6, " width=\"100%\"");
        page.html = style + (pages.empty() ? preamble : std::string()) + section;
        pages.push_back(std::move(page));
        at = html.find("<section>", end);
    }
    return pages;
}

/// Qt's PDF writer stamps the current time as the document's creation date and offers no way to set
/// it: put the report's own date there (SOURCE_DATE_EPOCH's, or today's), at midnight UTC, so the same
/// inputs give the same bytes. The value keeps its length, so the cross-reference offsets stay valid.
void stampCreationDate(QByteArray& pdf, const QString& isoDate)
{
    static const QByteArray key = "/CreationDate (D:";
    const qsizetype at = pdf.indexOf(key);
    if (at < 0 || isoDate.size() != 10) return;
    const qsizetype value = at + key.size();
    const qsizetype end = pdf.indexOf(')', value);
    const QByteArray stamp = QString(isoDate).remove(QLatin1Char('-')).toLatin1() + "000000Z";
    if (end - value != stamp.size()) return; // another layout than Qt 6's D:YYYYMMDDHHmmSSZ: leave it
    pdf.replace(value, stamp.size(), stamp);
}

} // namespace

QString writeReportPdf(const ReportInput& input, const QString& path)
{
    // The PDF is drawn into memory and written by the one writer every Gantry file goes through
    // (core/util/File.h: temporary file, flush, check, rename), so a full disk or a file-size limit
    // is an error and the previous report survives whole.
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setResolution(96);
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setTitle(QString::fromStdString(input.scenario->name));
        writer.setCreator(QStringLiteral("Gantry"));
        const double width = writer.width(), height = writer.height();
        QPainter painter(&writer);
        bool first = true;
        // One page per section: its text on top, then its charts drawn as vectors, shrunk together if
        // they would not fit below the text.
        for (const Page& page : pagesOf(reportHtml(input))) {
            if (!std::exchange(first, false)) writer.newPage();
            QTextDocument text;
            text.documentLayout()->setPaintDevice(&writer);
            text.setHtml(QString::fromStdString(page.html));
            text.setTextWidth(width);
            text.drawContents(&painter);
            double y = text.size().height();
            std::vector<QSizeF> sizes;
            double total = 0;
            for (const auto& svg : page.charts) {
                QSvgRenderer renderer(QByteArray::fromStdString(svg));
                const QSizeF natural = renderer.defaultSize();
                const double fit = std::min(1.0, width / std::max(1.0, natural.width()));
                sizes.push_back(natural * fit);
                total += natural.height() * fit + 12;
            }
            const double shrink = total > 0 ? std::min(1.0, (height - y) / total) : 1.0;
            for (std::size_t i = 0; i < page.charts.size(); ++i) {
                QSvgRenderer renderer(QByteArray::fromStdString(page.charts[i]));
                const QSizeF size = sizes[i] * shrink;
                renderer.render(&painter, QRectF(QPointF(0, y), size));
                y += size.height() + 12 * shrink;
            }
        }
        if (!painter.end()) return QObject::tr("cannot write the PDF %1").arg(path);
    }
    stampCreationDate(bytes, QString::fromStdString(input.date));
    if (auto written = writeFileAtomically(path.toStdString(), std::string_view(bytes.constData(), std::size_t(bytes.size())));
        !written)
        return QString::fromStdString(written.error().toString());
    return {};
}

QString writeReport(const ReportInput& input, const QString& path)
{
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) return writeReportPdf(input, path);
    if (auto written = writeFileAtomically(path.toStdString(), reportHtml(input)); !written)
        return QString::fromStdString(written.error().toString());
    return {};
}

} // namespace gantry::gui
