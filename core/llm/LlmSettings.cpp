// SPDX-License-Identifier: MIT
#include "llm/LlmSettings.h"

#include <QSettings>

namespace rac::llm {

LlmSettings LlmSettings::load(const QSettings &settings)
{
    LlmSettings s;
    const Result<LlmBackend> backend = parseBackend(settings.value(QStringLiteral("llm/backend")).toString());
    s.backend = backend ? backend.value() : LlmBackend::None;
    s.url = settings.value(QStringLiteral("llm/url")).toString();
    s.model = settings.value(QStringLiteral("llm/model")).toString();
    s.embeddingModel = settings.value(QStringLiteral("llm/embeddingModel")).toString();
    s.apiKeyEnv = settings.value(QStringLiteral("llm/apiKeyEnv"), s.apiKeyEnv).toString();
    s.timeoutMs = std::max(1000, settings.value(QStringLiteral("llm/timeoutMs"), s.timeoutMs).toInt());
    s.temperature = std::clamp(settings.value(QStringLiteral("llm/temperature"), s.temperature).toDouble(), 0.0, 2.0);
    s.prompt.fewShot = std::clamp(settings.value(QStringLiteral("llm/fewShot"), s.prompt.fewShot).toInt(), 0, 16);
    s.prompt.chainOfThought = settings.value(QStringLiteral("llm/chainOfThought"), s.prompt.chainOfThought).toBool();
    return s;
}

void LlmSettings::save(QSettings &settings) const
{
    settings.setValue(QStringLiteral("llm/backend"), backendName(backend));
    settings.setValue(QStringLiteral("llm/url"), url);
    settings.setValue(QStringLiteral("llm/model"), model);
    settings.setValue(QStringLiteral("llm/embeddingModel"), embeddingModel);
    settings.setValue(QStringLiteral("llm/apiKeyEnv"), apiKeyEnv);
    settings.setValue(QStringLiteral("llm/timeoutMs"), timeoutMs);
    settings.setValue(QStringLiteral("llm/temperature"), temperature);
    settings.setValue(QStringLiteral("llm/fewShot"), prompt.fewShot);
    settings.setValue(QStringLiteral("llm/chainOfThought"), prompt.chainOfThought);
}

Result<LlmBackend> LlmSettings::parseBackend(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n.isEmpty() || n == QLatin1String("none"))
        return LlmBackend::None;
    if (n == QLatin1String("ollama"))
        return LlmBackend::Ollama;
    if (n == QLatin1String("openai"))
        return LlmBackend::OpenAi;
    return makeError(ErrorCode::InvalidArgument,
                     QStringLiteral("unknown language-model backend '%1' (use none, ollama or openai)").arg(name));
}

QString LlmSettings::backendName(LlmBackend backend)
{
    switch (backend) {
    case LlmBackend::Ollama: return QStringLiteral("ollama");
    case LlmBackend::OpenAi: return QStringLiteral("openai");
    case LlmBackend::None: break;
    }
    return QStringLiteral("none");
}

QString LlmSettings::defaultUrl(LlmBackend backend)
{
    switch (backend) {
    case LlmBackend::Ollama: return QStringLiteral("http://127.0.0.1:11434");
    case LlmBackend::OpenAi: return QStringLiteral("http://127.0.0.1:8080");
    case LlmBackend::None: break;
    }
    return {};
}

LlmConfig LlmSettings::toConfig() const
{
    LlmConfig config;
    config.backend = backend;
    config.baseUrl = QUrl(url.isEmpty() ? defaultUrl(backend) : url);
    config.model = model;
    config.embeddingModel = embeddingModel;
    if (!apiKeyEnv.isEmpty())
        config.apiKey = qEnvironmentVariable(apiKeyEnv.toLocal8Bit().constData());
    config.timeoutMs = timeoutMs;
    config.temperature = temperature;
    return config;
}

} // namespace rac::llm
