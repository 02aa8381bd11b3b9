// SPDX-License-Identifier: MIT
//
// DocumentFactsCodec: DocumentFacts to bytes and back, so the facts read from a
// corpus are kept with its index and a start with an unchanged corpus does not
// parse every document again. The layout is versioned; bytes of another
// version, or cut short, decode to nothing and the facts are read afresh.
#pragma once

#include "planning/DocumentFacts.h"

#include <QByteArray>

#include <optional>

namespace rac::planning {

QByteArray encodeFacts(const DocumentFacts &facts);
std::optional<DocumentFacts> decodeFacts(const QByteArray &bytes);

} // namespace rac::planning
