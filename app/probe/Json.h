// A tiny JSON value and writer for cudnn-probe (no Qt: the probe must stay small and start fast).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace probe {

class Json
{
public:
    enum class Kind { Null, Bool, Int, Double, String, Array, Object };

    Json() = default;
    Json(std::nullptr_t) {}
    Json(bool b) : m_kind(Kind::Bool), m_int(b ? 1 : 0) {}
    Json(int v) : m_kind(Kind::Int), m_int(v) {}
    Json(long v) : m_kind(Kind::Int), m_int(v) {}
    Json(long long v) : m_kind(Kind::Int), m_int(v) {}
    Json(unsigned v) : m_kind(Kind::Int), m_int(static_cast<long long>(v)) {}
    Json(unsigned long v) : m_kind(Kind::Int), m_int(static_cast<long long>(v)) {}
    Json(unsigned long long v) : m_kind(Kind::Int), m_int(static_cast<long long>(v)) {}
    // Written with 15 significant digits (whole numbers below 2^53 exactly); NaN and infinities,
    // which JSON cannot hold, as null.
    Json(double v) : m_kind(Kind::Double), m_double(v) {}
    Json(const char *s) : m_kind(Kind::String), m_str(s ? s : "") {}
    Json(std::string s) : m_kind(Kind::String), m_str(std::move(s)) {}

    static Json array() { Json j; j.m_kind = Kind::Array; return j; }
    static Json object() { Json j; j.m_kind = Kind::Object; return j; }

    // Object: set (replacing an existing key, keeping insertion order).
    Json &set(const std::string &key, Json value)
    {
        m_kind = Kind::Object;
        for (auto &member : m_members) {
            if (member.first == key) {
                member.second = std::move(value);
                return *this;
            }
        }
        m_members.emplace_back(key, std::move(value));
        return *this;
    }
    // Array: append.
    Json &push(Json value)
    {
        m_kind = Kind::Array;
        m_items.push_back(std::move(value));
        return *this;
    }
    const Json *find(const std::string &key) const
    {
        for (const auto &member : m_members)
            if (member.first == key)
                return &member.second;
        return nullptr;
    }
    Kind kind() const { return m_kind; }
    const std::string &str() const { return m_str; }
    bool empty() const { return m_items.empty() && m_members.empty(); }

    std::string dump() const
    {
        std::string out;
        write(out);
        return out;
    }

    static void escape(std::string &out, const std::string &s)
    {
        out += '"';
        for (unsigned char c : s) {
            switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += static_cast<char>(c);   // UTF-8 bytes pass through unchanged
                }
            }
        }
        out += '"';
    }

private:
    static void writeDouble(std::string &out, double v)
    {
        if (!std::isfinite(v)) {
            out += "null";
            return;
        }
        char buf[40];
        if (v == std::floor(v) && std::fabs(v) < 9007199254740992.0)
            std::snprintf(buf, sizeof buf, "%.0f", v);
        else
            std::snprintf(buf, sizeof buf, "%.15g", v);
        out += buf;
    }

    void write(std::string &out) const
    {
        switch (m_kind) {
        case Kind::Null: out += "null"; break;
        case Kind::Bool: out += m_int ? "true" : "false"; break;
        case Kind::Int: out += std::to_string(m_int); break;
        case Kind::Double: writeDouble(out, m_double); break;
        case Kind::String: escape(out, m_str); break;
        case Kind::Array:
            out += '[';
            for (size_t i = 0; i < m_items.size(); ++i) {
                if (i)
                    out += ',';
                m_items[i].write(out);
            }
            out += ']';
            break;
        case Kind::Object:
            out += '{';
            for (size_t i = 0; i < m_members.size(); ++i) {
                if (i)
                    out += ',';
                escape(out, m_members[i].first);
                out += ':';
                m_members[i].second.write(out);
            }
            out += '}';
            break;
        }
    }

    Kind m_kind = Kind::Null;
    long long m_int = 0;
    double m_double = 0.0;
    std::string m_str;
    std::vector<Json> m_items;
    std::vector<std::pair<std::string, Json>> m_members;
};

} // namespace probe
