// SPDX-License-Identifier: MIT
//
// The fuzzer's bytes as the text the product would see: decoded as UTF-8 the
// way every reader of the product decodes files and lines (invalid sequences
// become U+FFFD), so each harness tests the code after decoding, not Qt's decoder.
#pragma once

#include <QString>

#include <cstddef>
#include <cstdint>

namespace rac::fuzz {

inline QString text(const uint8_t *data, size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
}

} // namespace rac::fuzz
