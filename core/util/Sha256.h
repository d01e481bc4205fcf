#pragma once
// SHA-256 (FIPS 180-4), used to fingerprint scenarios and traces in every output.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace gantry {

class Sha256 {
public:
    Sha256();
    void update(std::string_view data);
    /// Finishes the hash; the object must not be updated afterwards.
    std::array<std::uint8_t, 32> digest();
    std::string hexDigest();

    static std::string hex(std::string_view data);

private:
    /// Hashes `count` whole 64-byte blocks into m_h.
    void compress(const std::uint8_t* blocks, std::size_t count);

    std::uint32_t m_h[8];
    std::uint8_t m_buffer[64];
    std::size_t m_bufferSize = 0;
    std::uint64_t m_totalBytes = 0;
};

} // namespace gantry
