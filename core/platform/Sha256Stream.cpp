#include "core/platform/Sha256Stream.h"

#include <QCoreApplication>
#include <QFile>

#if CUDNN_DOWNLOAD_OPENSSL_SHA256
#include <openssl/evp.h>
#else
#include <QCryptographicHash>
#endif

namespace cudnnsetup {

#if CUDNN_DOWNLOAD_OPENSSL_SHA256

struct Sha256Stream::State
{
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    State() { EVP_DigestInit_ex(context, EVP_sha256(), nullptr); }
    ~State() { EVP_MD_CTX_free(context); }
    State(const State &) = delete;
    State &operator=(const State &) = delete;
};

void Sha256Stream::reset()
{
    EVP_DigestInit_ex(m_state->context, EVP_sha256(), nullptr);
}

void Sha256Stream::add(const char *data, qsizetype size)
{
    EVP_DigestUpdate(m_state->context, data, size_t(size));
}

QByteArray Sha256Stream::hexDigest() const
{
    // Finalising consumes a context, so finalise a copy and keep streaming into the original.
    EVP_MD_CTX *copy = EVP_MD_CTX_new();
    EVP_MD_CTX_copy_ex(copy, m_state->context);
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(copy, digest, &length);
    EVP_MD_CTX_free(copy);
    return QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex();
}

const char *Sha256Stream::backendName()
{
    return "libcrypto";
}

#else

struct Sha256Stream::State
{
    QCryptographicHash hash{QCryptographicHash::Sha256};
};

void Sha256Stream::reset()
{
    m_state->hash.reset();
}

void Sha256Stream::add(const char *data, qsizetype size)
{
    m_state->hash.addData(QByteArrayView(data, size));
}

QByteArray Sha256Stream::hexDigest() const
{
    return m_state->hash.result().toHex();   // result() leaves the hash open for more data
}

const char *Sha256Stream::backendName()
{
    return "QCryptographicHash";
}

#endif

Sha256Stream::Sha256Stream() : m_state(std::make_unique<State>()) {}
Sha256Stream::~Sha256Stream() = default;
Sha256Stream::Sha256Stream(Sha256Stream &&) noexcept = default;
Sha256Stream &Sha256Stream::operator=(Sha256Stream &&) noexcept = default;

qint64 Sha256Stream::addFile(const QString &path, qint64 maxBytes, const std::atomic_bool *cancel, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = file.errorString();
        return -1;
    }
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    qint64 fed = 0;
    while (maxBytes < 0 || fed < maxBytes) {
        if (cancel && cancel->load()) {
            if (error)
                *error = QCoreApplication::translate("Sha256Stream", "cancelled");
            return -1;
        }
        const qint64 want = maxBytes < 0 ? buffer.size() : std::min<qint64>(buffer.size(), maxBytes - fed);
        const qint64 got = file.read(buffer.data(), want);
        if (got < 0) {
            if (error)
                *error = file.errorString();
            return -1;
        }
        if (got == 0)
            break;
        add(buffer.constData(), got);
        fed += got;
    }
    return fed;
}

QByteArray Sha256Stream::ofFile(const QString &path, const std::atomic_bool *cancel, QString *error)
{
    Sha256Stream stream;
    if (stream.addFile(path, -1, cancel, error) < 0)
        return {};
    return stream.hexDigest();
}

} // namespace cudnnsetup
