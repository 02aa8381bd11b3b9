// SPDX-License-Identifier: MIT
//
// SettingsDialog: the language-model settings (backend, server URL, model,
// the environment variable holding the API key, timeout, temperature,
// few-shot examples, chain-of-thought). Edits an LlmSettings value; the main
// window saves it and hands it to the controller. The API key itself is never
// shown or stored here: only the name of the variable it is read from.
// GUI thread only; open it with open(), never exec().
#pragma once

#include "llm/LlmSettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rac::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const llm::LlmSettings &settings, QWidget *parent = nullptr);

    llm::LlmSettings settings() const;

private:
    void updateEnabled();

    llm::LlmSettings m_base;   // fields the dialog does not show keep their values
    QComboBox *m_backend = nullptr;
    QLineEdit *m_url = nullptr;
    QLineEdit *m_model = nullptr;
    QLineEdit *m_embeddingModel = nullptr;
    QLineEdit *m_keyEnv = nullptr;
    QLabel *m_keyState = nullptr;
    QSpinBox *m_timeout = nullptr;
    QDoubleSpinBox *m_temperature = nullptr;
    QSpinBox *m_fewShot = nullptr;
    QCheckBox *m_chainOfThought = nullptr;
};

} // namespace rac::ui
