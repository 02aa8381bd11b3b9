// SPDX-License-Identifier: MIT
//
// QueryLimitsDialog: how long one query may run (statement and fetching its
// rows together) and how many rows it may return. Edits a QueryLimits value;
// the main window saves it and hands it to the controller. GUI thread only;
// open it with open(), never exec().
#pragma once

#include "sql/QueryLimits.h"

#include <QDialog>

class QSpinBox;

namespace rac::ui {

class QueryLimitsDialog : public QDialog {
    Q_OBJECT

public:
    explicit QueryLimitsDialog(const sql::QueryLimits &limits, QWidget *parent = nullptr);

    sql::QueryLimits limits() const;

private:
    QSpinBox *m_timeout = nullptr;
    QSpinBox *m_maxRows = nullptr;
};

} // namespace rac::ui
