#include "core/util/Sha256.h"

#include <openssl/evp.h>

#include <new>

namespace gantry {

namespace {

/// Only running out of memory makes these calls fail (SHA-256 is in every libcrypto, FIPS or not).
void check(int ok)
{
    if (ok != 1) throw std::bad_alloc();
}

} // namespace

void Sha256::ContextDeleter::operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }

Sha256::Sha256() : m_context(EVP_MD_CTX_new())
{
    if (!m_context) throw std::bad_alloc();
    check(EVP_DigestInit_ex(m_context.get(), EVP_sha256(), nullptr));
}

Sha256::Sha256(const Sha256& other) : m_context(EVP_MD_CTX_new())
{
    if (!m_context) throw std::bad_alloc();
    check(EVP_MD_CTX_copy_ex(m_context.get(), other.m_context.get()));
}

Sha256& Sha256::operator=(const Sha256& other)
{
    if (this != &other) check(EVP_MD_CTX_copy_ex(m_context.get(), other.m_context.get()));
    return *this;
}

Sha256::~Sha256() = default;

void Sha256::update(std::string_view data) { check(EVP_DigestUpdate(m_context.get(), data.data(), data.size())); }

std::array<std::uint8_t, 32> Sha256::digest()
{
    std::array<std::uint8_t, 32> out {};
    unsigned int length = 0;
    check(EVP_DigestFinal_ex(m_context.get(), out.data(), &length));
    return out;
}

std::string Sha256::hexDigest()
{
    static const char* kHex = "0123456789abcdef";
    std::string out;
    out.reserve(64);
    for (std::uint8_t byte : digest()) {
        out += kHex[byte >> 4];
        out += kHex[byte & 15];
    }
    return out;
}

std::string Sha256::hex(std::string_view data)
{
    Sha256 sum;
    sum.update(data);
    return sum.hexDigest();
}

} // namespace gantry
