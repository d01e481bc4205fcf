#pragma once
/** @brief A small custom-painted horizontal bar chart of a decision's candidates: label, bar, value.
 * Cheaper and steadier than a Qt Charts chart rebuilt several times a second while following a run. */

#include <QString>
#include <QStringList>
#include <QVector>
#include <QWidget>

namespace gantry::gui {

class CandidateBars final : public QWidget {
    Q_OBJECT
public:
    struct Bar {
        QString label;
        double value = 0;
        bool chosen = false;
    };
    explicit CandidateBars(QWidget* parent = nullptr);
    void setBars(const QVector<Bar>& bars, const QString& valueName);
    /// The values as the chart prints them beside the bars (for tests).
    QStringList valueLabels() const;
    QSize sizeHint() const override { return { 320, 200 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QVector<Bar> m_bars;
    QString m_valueName;
};

} // namespace gantry::gui
