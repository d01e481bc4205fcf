#pragma once
/** @brief The parameter form of a workload generator (core/io/Synthetic.h), built from its ParamSpec list:
 * one spin box per parameter (objectName "gen_<parameter>", its description as the tooltip), starting at
 * the given values or else the generator's defaults), labelled in the interface's language with the
 * scenario file's key and the core's description in the tooltip. The workload editor and the New
 * Scenario wizard both use it. */

#include "core/model/Params.h"

#include <QWidget>

#include <string>

class QFormLayout;

namespace gantry::gui {

class GeneratorForm final : public QWidget {
    Q_OBJECT
public:
    explicit GeneratorForm(QWidget* parent = nullptr);

    /// Shows `generator`'s parameters, each at its value in `values` when there is one, else its default.
    void setGenerator(const std::string& generator, const ParamMap& values = {});
    const std::string& generator() const { return m_generator; }
    /// Every parameter of the generator as the form shows it.
    ParamMap values() const;
    /// A parameter's label in the interface's language ("Jobs per hour" for jobs_per_hour); the
    /// parameter's own name for one that has none (its scenario-file key stays in the tooltip).
    static QString parameterLabel(const std::string& name);
    /// The spin box of parameter `name`, or null.
    QWidget* field(const std::string& name) const;
    /// A row of the caller's above or below the parameters, in the same form so the columns line up
    /// (the wizard's choice of generator, its seed); kept when the generator changes.
    void addRowAbove(const QString& label, QWidget* field);
    void addRowBelow(const QString& label, QWidget* field);

Q_SIGNALS:
    /// A value was changed (typing, arrows).
    void edited();

private:
    std::string m_generator;
    QFormLayout* m_form;
    int m_above = 0; ///< the caller's rows before the parameters
    int m_below = 0; ///< and after them
};

} // namespace gantry::gui
