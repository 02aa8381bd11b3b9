// SPDX-License-Identifier: MIT
#include "SettingsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rac::ui {

SettingsDialog::SettingsDialog(const llm::LlmSettings &settings, QWidget *parent) : QDialog(parent), m_base(settings)
{
    setWindowTitle(tr("Language model"));
    auto *form = new QFormLayout;

    m_backend = new QComboBox(this);
    m_backend->addItem(tr("None: rules only"), int(llm::LlmBackend::None));
    m_backend->addItem(tr("Ollama"), int(llm::LlmBackend::Ollama));
    m_backend->addItem(tr("OpenAI-compatible (llama.cpp, vLLM, LM Studio, hosted)"), int(llm::LlmBackend::OpenAi));
    m_backend->setCurrentIndex(m_backend->findData(int(settings.backend)));
    form->addRow(tr("&Backend:"), m_backend);

    m_url = new QLineEdit(settings.url, this);
    form->addRow(tr("Server &URL:"), m_url);
    m_model = new QLineEdit(settings.model, this);
    m_model->setPlaceholderText(tr("e.g. phi3.5"));
    form->addRow(tr("&Model:"), m_model);
    m_embeddingModel = new QLineEdit(settings.embeddingModel, this);
    m_embeddingModel->setPlaceholderText(tr("optional, e.g. nomic-embed-text: adds dense retrieval to BM25"));
    form->addRow(tr("Em&bedding model:"), m_embeddingModel);

    m_keyEnv = new QLineEdit(settings.apiKeyEnv, this);
    m_keyEnv->setToolTip(tr("The API key is read from this environment variable; it is never saved."));
    m_keyState = new QLabel(this);
    m_keyState->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(tr("API key &variable:"), m_keyEnv);
    form->addRow(QString(), m_keyState);

    m_timeout = new QSpinBox(this);
    m_timeout->setRange(1, 600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(settings.timeoutMs / 1000);
    form->addRow(tr("&Timeout per call:"), m_timeout);
    m_temperature = new QDoubleSpinBox(this);
    m_temperature->setRange(0.0, 2.0);
    m_temperature->setSingleStep(0.1);
    m_temperature->setValue(settings.temperature);
    form->addRow(tr("T&emperature:"), m_temperature);
    m_fewShot = new QSpinBox(this);
    m_fewShot->setRange(0, 16);
    m_fewShot->setValue(settings.prompt.fewShot);
    m_fewShot->setToolTip(tr("Similar solved questions shown to the model; `retail-copilot-cli optimize` picks the best number."));
    form->addRow(tr("&Few-shot examples:"), m_fewShot);
    m_chainOfThought = new QCheckBox(tr("Ask the model to reason before writing SQL"), this);
    m_chainOfThought->setChecked(settings.prompt.chainOfThought);
    form->addRow(QString(), m_chainOfThought);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Every question is answered by the rules first. A local model, when set, handles what "
                                "the rules cannot; if it is down or slow, the rules answer and the status bar says so."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(m_backend, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateEnabled);
    connect(m_keyEnv, &QLineEdit::textChanged, this, &SettingsDialog::updateEnabled);
    updateEnabled();
}

llm::LlmSettings SettingsDialog::settings() const
{
    llm::LlmSettings s = m_base;
    s.backend = static_cast<llm::LlmBackend>(m_backend->currentData().toInt());
    s.url = m_url->text().trimmed();
    s.model = m_model->text().trimmed();
    s.embeddingModel = m_embeddingModel->text().trimmed();
    s.apiKeyEnv = m_keyEnv->text().trimmed();
    s.timeoutMs = m_timeout->value() * 1000;
    s.temperature = m_temperature->value();
    s.prompt.fewShot = m_fewShot->value();
    s.prompt.chainOfThought = m_chainOfThought->isChecked();
    return s;
}

void SettingsDialog::updateEnabled()
{
    const auto backend = static_cast<llm::LlmBackend>(m_backend->currentData().toInt());
    const bool on = backend != llm::LlmBackend::None;
    for (QWidget *w : std::initializer_list<QWidget *>{m_url, m_model, m_embeddingModel, m_keyEnv, m_timeout, m_temperature, m_fewShot,
                                                        m_chainOfThought})
        w->setEnabled(on);
    m_url->setPlaceholderText(llm::LlmSettings::defaultUrl(backend));
    const QString var = m_keyEnv->text().trimmed();
    m_keyState->setText(var.isEmpty() ? tr("No API key is sent.")
                        : qEnvironmentVariableIsSet(var.toLocal8Bit().constData())
                            ? tr("%1 is set; its value is sent as a bearer token.").arg(var)
                            : tr("%1 is not set: no API key is sent (fine for local servers).").arg(var));
}

} // namespace rac::ui
