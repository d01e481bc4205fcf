#pragma once
/** @brief The one selected job shared by every view: selecting a job anywhere selects it everywhere. */

#include <QObject>

namespace gantry::gui {

class JobSelection final : public QObject {
    Q_OBJECT
public:
    explicit JobSelection(QObject* parent = nullptr) : QObject(parent) { }
    int job() const { return m_job; }

public Q_SLOTS:
    void select(int job)
    {
        if (job == m_job) return;
        m_job = job;
        Q_EMIT changed(job);
    }
    void clear() { select(-1); }

Q_SIGNALS:
    void changed(int job);

private:
    int m_job = -1;
};

} // namespace gantry::gui
