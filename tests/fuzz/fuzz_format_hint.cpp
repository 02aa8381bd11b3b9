// SPDX-License-Identifier: MIT
// The format-hint parser ("int", "{name: str, total: float}", "list[{...}]").
#include "FuzzInput.h"
#include "answer/FormatHint.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    (void)rac::answer::FormatHint::parse(rac::fuzz::text(data, size));
    return 0;
}
