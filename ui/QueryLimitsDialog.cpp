// SPDX-License-Identifier: MIT
#include "QueryLimitsDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rac::ui {

QueryLimitsDialog::QueryLimitsDialog(const sql::QueryLimits &limits, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Query limits"));
    auto *form = new QFormLayout;
    m_timeout = new QSpinBox(this);
    m_timeout->setRange(1, 3600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(limits.timeoutSeconds);
    m_timeout->setToolTip(tr("A query still running after this long is stopped and the answer says so."));
    form->addRow(tr("&Time limit per query:"), m_timeout);
    m_maxRows = new QSpinBox(this);
    m_maxRows->setRange(1, 1000000);
    m_maxRows->setGroupSeparatorShown(true);
    m_maxRows->setValue(limits.maxRows);
    m_maxRows->setToolTip(tr("Rows beyond this are counted, not read; the answer says how many there were."));
    form->addRow(tr("&Rows per result:"), m_maxRows);

    auto *intro = new QLabel(tr("Every query runs read-only under these limits: the assistant's SQL, "
                                "SQL you edit, and SQL typed as a question."),
                             this);
    intro->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

sql::QueryLimits QueryLimitsDialog::limits() const
{
    sql::QueryLimits limits;
    limits.timeoutSeconds = m_timeout->value();
    limits.maxRows = m_maxRows->value();
    return limits;
}

} // namespace rac::ui
