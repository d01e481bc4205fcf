#include "core/util/Sha256.h"

#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define GANTRY_SHA_NI 1
#include <cpuid.h>
#include <immintrin.h>
#endif

namespace gantry {
namespace {
constexpr std::uint32_t kRound[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
    0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
    0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
    0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
    0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
    0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
    0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2};
std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

void compressPortable(std::uint32_t* state, const std::uint8_t* block)
{
    std::uint32_t w[64];
    for (int i = 0; i < 16; ++i)
        w[i] = (std::uint32_t(block[4 * i]) << 24) | (std::uint32_t(block[4 * i + 1]) << 16)
            | (std::uint32_t(block[4 * i + 2]) << 8) | std::uint32_t(block[4 * i + 3]);
    for (int i = 16; i < 64; ++i) {
        const std::uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        const std::uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    std::uint32_t a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6],
                  h = state[7];
    for (int i = 0; i < 64; ++i) {
        const std::uint32_t s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
        const std::uint32_t ch = (e & f) ^ (~e & g);
        const std::uint32_t t1 = h + s1 + ch + kRound[i] + w[i];
        const std::uint32_t s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
        const std::uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
        const std::uint32_t t2 = s0 + maj;
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    state[0] += a; state[1] += b; state[2] += c; state[3] += d;
    state[4] += e; state[5] += f; state[6] += g; state[7] += h;
}

#ifdef GANTRY_SHA_NI
/// The x86 SHA extensions (Intel since Goldmont/Ice Lake, AMD since Zen) hash a block in a few
/// dozen instructions: several times the portable code's speed on the multi-megabyte traces whose
/// hash every run's provenance records. Each step does four rounds; rounds 16..63 extend the
/// message schedule four words at a time (W[t] = s1(W[t-2]) + W[t-7] + s0(W[t-15]) + W[t-16]).
__attribute__((target("sha,sse4.1"))) void compressShaNi(std::uint32_t* state, const std::uint8_t* blocks,
    std::size_t count)
{
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    // The instructions keep the state as ABEF and CDGH.
    __m128i cdab = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(state)), 0xB1);
    __m128i efgh = _mm_shuffle_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(state + 4)), 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
    for (; count > 0; --count, blocks += 64) {
        const __m128i abefStart = abef, cdghStart = cdgh;
        __m128i w[4]; // the last 16 words of the schedule, four at a time (w[g % 4] holds group g)
        for (int g = 0; g < 16; ++g) {
            __m128i& words = w[g % 4];
            if (g < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(blocks + 16 * g)), byteSwap);
            } else {
                const __m128i& previous = w[(g + 3) % 4];
                __m128i next = _mm_sha256msg1_epu32(words, w[(g + 1) % 4]);
                next = _mm_add_epi32(next, _mm_alignr_epi8(previous, w[(g + 2) % 4], 4));
                words = _mm_sha256msg2_epu32(next, previous);
            }
            __m128i k = _mm_add_epi32(words, _mm_loadu_si128(reinterpret_cast<const __m128i*>(kRound + 4 * g)));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, k);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(k, 0x0E));
        }
        abef = _mm_add_epi32(abef, abefStart);
        cdgh = _mm_add_epi32(cdgh, cdghStart);
    }
    const __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    const __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(state), _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(state + 4), _mm_alignr_epi8(dchg, feba, 8));
}

bool hasShaNi()
{
    unsigned a = 0, b = 0, c = 0, d = 0;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return false;
    const bool ssse3 = (c & bit_SSSE3) != 0, sse41 = (c & bit_SSE4_1) != 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return false;
    return ssse3 && sse41 && (b & bit_SHA) != 0;
}
#endif
} // namespace

Sha256::Sha256()
    : m_h { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 }
{
}

void Sha256::compress(const std::uint8_t* blocks, std::size_t count)
{
#ifdef GANTRY_SHA_NI
    static const bool shaNi = hasShaNi();
    if (shaNi) return compressShaNi(m_h, blocks, count);
#endif
    for (std::size_t i = 0; i < count; ++i) compressPortable(m_h, blocks + 64 * i);
}

void Sha256::update(std::string_view data)
{
    if (data.empty()) return;
    m_totalBytes += data.size();
    const auto* p = reinterpret_cast<const std::uint8_t*>(data.data());
    std::size_t n = data.size();
    if (m_bufferSize > 0) { // complete the block begun by an earlier update first
        const std::size_t take = std::min(n, sizeof(m_buffer) - m_bufferSize);
        std::memcpy(m_buffer + m_bufferSize, p, take);
        m_bufferSize += take;
        p += take;
        n -= take;
        if (m_bufferSize < sizeof(m_buffer)) return;
        compress(m_buffer, 1);
        m_bufferSize = 0;
    }
    // Whole blocks straight from the input, without copying them through the buffer.
    compress(p, n / 64);
    p += n / 64 * 64;
    n %= 64;
    std::memcpy(m_buffer, p, n);
    m_bufferSize = n;
}

std::array<std::uint8_t, 32> Sha256::digest()
{
    const std::uint64_t bits = m_totalBytes * 8;
    const std::uint8_t pad = 0x80;
    update(std::string_view(reinterpret_cast<const char*>(&pad), 1));
    const std::uint8_t zero = 0;
    while (m_bufferSize != 56) update(std::string_view(reinterpret_cast<const char*>(&zero), 1));
    std::uint8_t length[8];
    for (int i = 0; i < 8; ++i) length[i] = std::uint8_t(bits >> (56 - 8 * i));
    update(std::string_view(reinterpret_cast<const char*>(length), 8));
    std::array<std::uint8_t, 32> out {};
    for (int i = 0; i < 8; ++i)
        for (int j = 0; j < 4; ++j) out[4 * i + j] = std::uint8_t(m_h[i] >> (24 - 8 * j));
    return out;
}

std::string Sha256::hexDigest()
{
    static const char* digits = "0123456789abcdef";
    std::string out;
    for (std::uint8_t byte : digest()) {
        out += digits[byte >> 4];
        out += digits[byte & 15];
    }
    return out;
}

std::string Sha256::hex(std::string_view data)
{
    Sha256 h;
    h.update(data);
    return h.hexDigest();
}

} // namespace gantry
