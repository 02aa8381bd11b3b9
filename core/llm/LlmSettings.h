// SPDX-License-Identifier: MIT
//
// LlmSettings: the language-model settings as the user keeps them (the
// desktop app's settings dialog and `retail-copilot-cli optimize` write them,
// both front ends read them), stored under "llm/" in QSettings. The API key is
// never stored: only the name of the environment variable that holds it, read
// at the moment a client is made. A plain value.
#pragma once

#include "common/Result.h"
#include "llm/LlmConfig.h"
#include "llm/PromptSettings.h"

class QSettings;

namespace rac::llm {

struct LlmSettings {
    LlmBackend backend = LlmBackend::None;
    QString url;                 // "" = the backend's usual local address
    QString model;
    QString embeddingModel;      // "" = no dense retrieval
    QString apiKeyEnv = QStringLiteral("RAC_LLM_API_KEY");
    int timeoutMs = 30000;
    double temperature = 0.0;
    PromptSettings prompt;

    static LlmSettings load(const QSettings &settings);
    void save(QSettings &settings) const;

    // "none" | "ollama" | "openai"
    static Result<LlmBackend> parseBackend(const QString &name);
    static QString backendName(LlmBackend backend);
    static QString defaultUrl(LlmBackend backend);   // Ollama's 11434, llama.cpp's 8080

    // The client configuration, with the API key read from apiKeyEnv now.
    LlmConfig toConfig() const;
};

} // namespace rac::llm
