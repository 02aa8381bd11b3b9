// SPDX-License-Identifier: MIT
//
// Factories for the agent's nodes, one file each:
//   Screen -> Router -> Retriever -> Planner -> NL2SQL -> Executor -> Validator
//   -> (Repair -> Executor)* -> Synthesizer
// Every node works without a language model; the five that can use one
// (router, retriever, nl2sql, repair, synthesizer) also get the Agent's ModelAssist. Each
// keeps references to what it is given, which must outlive the graph.
#pragma once

#include "agent/Node.h"

#include <memory>

namespace rac::agent {

class Engine;
class ModelAssist;

std::unique_ptr<Node> makeScreenNode();
std::unique_ptr<Node> makeRouterNode(Engine &engine, ModelAssist &model);
std::unique_ptr<Node> makeRetrieverNode(Engine &engine, ModelAssist &model);
std::unique_ptr<Node> makePlannerNode(Engine &engine);
std::unique_ptr<Node> makeNl2SqlNode(Engine &engine, ModelAssist &model);
std::unique_ptr<Node> makeExecutorNode(Engine &engine);
std::unique_ptr<Node> makeValidatorNode(Engine &engine);
std::unique_ptr<Node> makeRepairNode(Engine &engine, ModelAssist &model);
std::unique_ptr<Node> makeSynthesizerNode(Engine &engine, ModelAssist &model);

// Shared by nodes and tests: JSON-friendly strings.
inline std::string str(const QString &s) { return s.toStdString(); }
nlohmann::json toJson(const QStringList &list);

} // namespace rac::agent
