// SPDX-License-Identifier: MIT
//
// Result<T>: either a value or an Error. We build as C++20, which has no
// std::expected, and we do not let exceptions cross the worker-thread boundary,
// so every fallible core function returns one of these. Status is Result<void>.
#pragma once

#include "common/Error.h"

#include <optional>
#include <utility>
#include <variant>

namespace rac {

template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : m_data(std::move(value)) {}          // NOLINT: implicit on purpose
    Result(Error error) : m_data(std::move(error)) {}      // NOLINT: implicit on purpose

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }

    // REQUIRES: ok()
    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T *operator->() const { return &std::get<T>(m_data); }
    const T &operator*() const { return std::get<T>(m_data); }

    // REQUIRES: !ok()
    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)) {}     // NOLINT: implicit on purpose

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

using Status = Result<void>;

inline Error makeError(ErrorCode code, QString message, QString detail = {})
{
    return Error{code, std::move(message), std::move(detail)};
}

} // namespace rac
