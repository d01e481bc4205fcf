#include "widgets/ReportPdf.h"

#include "core/util/File.h"
#include "core/util/Text.h"

#include <QAbstractTextDocumentLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QBuffer>
#include <QSvgRenderer>
#include <QTextDocument>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gantry::gui {

namespace {

/// One section of the PDF: its text (HTML without its charts) and its charts (SVG).
struct PdfSection {
    std::string html;
    std::vector<std::string> charts;
};

/// The longest word of a cell's text (tags and entities dropped, <br> a space), in characters.
std::size_t longestWord(const std::string& cell)
{
    std::size_t longest = 0, word = 0;
    bool inTag = false, inEntity = false;
    for (std::size_t i = 0; i < cell.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(cell[i]);
        if (inTag) {
            inTag = c != '>';
            if (!inTag && i >= 3 && cell.compare(i - 3, 3, "<br") == 0) word = 0;
            continue;
        }
        if (c == '<') {
            inTag = true;
            if (cell.compare(i, 3, "<br") == 0) word = 0;
            continue;
        }
        if (c == '&') inEntity = true;
        if (c == ' ' || c == '\n') {
            word = 0;
            continue;
        }
        if (inEntity) {
            inEntity = c != ';';
            if (inEntity) continue;
        }
        if ((c & 0xC0) != 0x80) longest = std::max(longest, ++word); // a UTF-8 character counts once
    }
    return longest;
}

/// Gives each column of every table in `section` a share of the width in proportion to its longest
/// word, on every cell. Qt's rich text otherwise splits the width evenly and breaks long words in narrow
/// columns ("consolid / ate").
void sizeColumns(std::string& section)
{
    for (std::size_t t = section.find("<table"); t != std::string::npos; t = section.find("<table", t + 1)) {
        const std::size_t end = section.find("</table>", t);
        std::vector<std::pair<std::size_t, std::size_t>> cells; // (where its tag's name ends, column)
        std::vector<std::size_t> word;                           // per column: its longest word
        for (std::size_t r = section.find("<tr>", t); r != std::string::npos && r < end; r = section.find("<tr>", r + 1)) {
            const std::size_t rowEnd = section.find("</tr>", r);
            std::size_t column = 0;
            for (std::size_t c = section.find("<t", r + 4); c != std::string::npos && c < rowEnd; c = section.find("<t", c + 1)) {
                const bool header = section.compare(c, 3, "<th") == 0;
                if (!header && section.compare(c, 3, "<td") != 0) continue;
                const std::size_t open = section.find('>', c) + 1;
                const std::size_t close = section.find("</t", open);
                if (word.size() <= column) word.resize(column + 1, 1);
                // Headers are bold, and Qt keeps them at the body's size: half as wide again.
                word[column] = std::max(word[column], (longestWord(section.substr(open, close - open)) * (header ? 3 : 2) + 1) / 2);
                cells.emplace_back(c + 3, column++);
                c = close;
            }
        }
        // The width in proportion to each column's longest word (with a cell's padding): if the words fit
        // side by side at all, each fits its column; longer texts wrap between words.
        double needs = 0;
        for (std::size_t w : word) needs += double(w + 2);
        for (auto cell = cells.rbegin(); cell != cells.rend(); ++cell) // from the end: earlier places stay valid
            section.insert(cell->first,
                " width=\"" + formatNumber(std::round(100.0 * double(word[cell->second] + 2) / needs)) + "%\"");
    }
}

/// The report cut at its sections; what precedes the first one (title, date) opens the first page.
std::vector<PdfSection> sectionsOf(const std::string& html)
{
    const std::size_t head = html.find("<style>"), headEnd = html.find("</style>");
    const std::string style = head != std::string::npos && headEnd != std::string::npos ? html.substr(head, headEnd + 8 - head) : "";
    const std::size_t body = html.find("<body>") + 6;
    std::vector<PdfSection> pages;
    std::string preamble;
    std::size_t at = html.find("<section>", body);
    if (at == std::string::npos) return { { style + html.substr(body), {} } };
    preamble = html.substr(body, at - body);
    while (at != std::string::npos) {
        const std::size_t end = html.find("</section>", at);
        std::string section = html.substr(at, end - at);
        PdfSection page;
        for (std::size_t svg = section.find("<svg"); svg != std::string::npos; svg = section.find("<svg", svg)) {
            const std::size_t close = section.find("</svg>", svg) + 6;
            page.charts.push_back(section.substr(svg, close - svg));
            section.erase(svg, close - svg);
        }
        // Tables take the page's width (Qt's rich text otherwise shrinks them and breaks words), each
        // column as much of it as its words need.
        sizeColumns(section);
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
        writer.setTitle(QString::fromStdString(input.scenario.name));
        writer.setCreator(QStringLiteral("Gantry"));
        const double width = writer.width(), height = writer.height();
        QPainter painter(&writer);
        // Sections flow down the pages: each starts on the page where the last one ended if its text
        // and charts fit below it, else on a new page; a section taller than a page starts a page
        // and shrinks its charts to fit.
        double y = 0;
        for (const PdfSection& page : sectionsOf(reportHtml(input))) {
            QTextDocument text;
            text.documentLayout()->setPaintDevice(&writer);
            text.setHtml(QString::fromStdString(page.html));
            text.setTextWidth(width);
            std::vector<QSizeF> sizes;
            double charts = 0;
            for (const auto& svg : page.charts) {
                QSvgRenderer renderer(QByteArray::fromStdString(svg));
                const QSizeF natural = renderer.defaultSize();
                const double fit = std::min(1.0, width / std::max(1.0, natural.width()));
                sizes.push_back(natural * fit);
                charts += natural.height() * fit + 12;
            }
            if (y > 0 && y + text.size().height() + charts > height) {
                writer.newPage();
                y = 0;
            }
            painter.save();
            painter.translate(0, y);
            text.drawContents(&painter);
            painter.restore();
            y += text.size().height();
            const double shrink = charts > 0 ? std::clamp((height - y) / charts, 0.0, 1.0) : 1.0;
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
