#pragma once
/** @brief What the current lesson step draws attention to, resolved to the run's indices and shared by
 * the live views (like JobSelection): each view outlines what it shows of it in one colour. */

#include <QColor>
#include <QList>
#include <QObject>
#include <QPair>
#include <QSet>
#include <QStringList>

namespace gantry::gui {

class LessonHighlights final : public QObject {
    Q_OBJECT
public:
    struct Set {
        QSet<int> jobs;      ///< run job indices, outlined wherever they are drawn
        QSet<int> ganttRows; ///< jobs whose Gantt row (rows per job) is tinted
        QSet<int> machines;
        QSet<int> racks;
        QStringList series;  ///< live chart names (lessonSeriesNames)
        QList<QPair<int, int>> cells; ///< (job index, JobTableModel column)
        bool empty() const { return jobs.isEmpty() && ganttRows.isEmpty() && machines.isEmpty() && racks.isEmpty() && series.isEmpty() && cells.isEmpty(); }
    };

    explicit LessonHighlights(QObject* parent = nullptr) : QObject(parent) { }
    const Set& current() const { return m_set; }
    bool job(int j) const { return m_set.jobs.contains(j) || m_set.ganttRows.contains(j); }
    void set(Set s)
    {
        m_set = std::move(s);
        Q_EMIT changed();
    }
    void clear() { set({}); }
    /// The one colour of lesson highlights (amber: apart from the selection's highlight colour).
    static QColor color() { return QColor(255, 153, 0); }

Q_SIGNALS:
    void changed();

private:
    Set m_set;
};

} // namespace gantry::gui
