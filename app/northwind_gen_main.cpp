// northwind_gen_main.cpp
//
// Command-line front end of rac::tools::NorthwindGenerator:
//   northwind-gen --out PATH [--scale N] [--seed S]
// Regenerates the committed northwind.db (scale 1, default seed) or larger,
// still deterministic databases for benchmarks.
// Exit codes: 0 success, 1 the database could not be written, 2 bad arguments.
#include "generator/NorthwindGenerator.h"

#include <charconv>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>

namespace {

constexpr int kExitWriteFailed = 1;
constexpr int kExitUsage = 2;

void printUsage(std::FILE *out)
{
    const rac::tools::NorthwindOptions defaults;
    std::fprintf(out,
                 "Usage: northwind-gen --out PATH [--scale N] [--seed S]\n"
                 "\n"
                 "Writes a deterministic Northwind SQLite database (classic catalogue plus\n"
                 "synthesised orders from 1996-07-04 to 1998-05-06). An existing file is replaced.\n"
                 "\n"
                 "  --out PATH   output database file (required)\n"
                 "  --scale N    multiply orders and order lines by N, %d..%d (default %d)\n"
                 "  --seed S     PRNG seed, decimal or 0x-prefixed hex (default 0x%llX)\n"
                 "  -h, --help   show this help\n",
                 rac::tools::NorthwindGenerator::kMinScale, rac::tools::NorthwindGenerator::kMaxScale, defaults.scale,
                 static_cast<unsigned long long>(defaults.seed));
}

int usageError(const std::string &message)
{
    std::fprintf(stderr, "northwind-gen: %s\nTry 'northwind-gen --help'.\n", message.c_str());
    return kExitUsage;
}

// Whole-string unsigned parse; from_chars is locale-independent and strict.
template <typename T>
std::optional<T> parseNumber(std::string_view text, int base)
{
    T value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value, base);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

} // namespace

int main(int argc, char **argv)
{
    rac::tools::NorthwindOptions options;
    std::string outPath;

    for (int i = 1; i < argc; ++i) {
        std::string_view arg = argv[i];
        if (arg == "-h" || arg == "--help") {
            printUsage(stdout);
            return 0;
        }

        // Accept both "--name value" and "--name=value".
        std::string_view name = arg;
        std::optional<std::string_view> value;
        if (const auto equals = arg.find('='); arg.starts_with("--") && equals != std::string_view::npos) {
            name = arg.substr(0, equals);
            value = arg.substr(equals + 1);
        }
        if (name != "--out" && name != "--scale" && name != "--seed")
            return usageError("unknown argument '" + std::string(arg) + "'");
        if (!value) {
            if (i + 1 >= argc)
                return usageError("missing value for " + std::string(name));
            value = argv[++i];
        }

        if (name == "--out") {
            if (value->empty())
                return usageError("--out needs a non-empty path");
            outPath = *value;
        } else if (name == "--scale") {
            const auto scale = parseNumber<int>(*value, 10);
            if (!scale || *scale < rac::tools::NorthwindGenerator::kMinScale
                || *scale > rac::tools::NorthwindGenerator::kMaxScale)
                return usageError("--scale must be an integer from "
                                  + std::to_string(rac::tools::NorthwindGenerator::kMinScale) + " to "
                                  + std::to_string(rac::tools::NorthwindGenerator::kMaxScale) + ", got '"
                                  + std::string(*value) + "'");
            options.scale = *scale;
        } else {
            const bool hex = value->starts_with("0x") || value->starts_with("0X");
            const auto seed = parseNumber<std::uint64_t>(hex ? value->substr(2) : *value, hex ? 16 : 10);
            if (!seed)
                return usageError("--seed must be an unsigned 64-bit integer, got '" + std::string(*value) + "'");
            options.seed = *seed;
        }
    }

    if (outPath.empty())
        return usageError("--out PATH is required");

    const std::string error = rac::tools::NorthwindGenerator::writeDatabase(outPath, options);
    if (!error.empty()) {
        std::fprintf(stderr, "northwind-gen: %s\n", error.c_str());
        return kExitWriteFailed;
    }
    std::printf("Wrote %s (scale %d, seed 0x%llX)\n", outPath.c_str(), options.scale,
                static_cast<unsigned long long>(options.seed));
    return 0;
}
