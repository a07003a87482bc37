// LiveCatalogue: the cuDNN and CUDA releases the source in use really offers. It reads the
// source's redist listings (NVIDIA's folders or a lab mirror's), fetches the manifests of the
// releases the shipped data does not know (once; listings at most daily, revalidated), and hands
// the result to CatalogueMerge. Offline, or where the source cannot be read, the shipped data
// stays in effect and the caller is told once. The CLI, provisioning and the wizard all start it
// the same way (makeCurrent / readNow).
#pragma once

#include "core/acquire/TextFetcher.h"
#include "core/acquire/catalogue/CatalogueCache.h"
#include "core/acquire/download/ProxySettings.h"
#include "core/compat/CatalogueMerge.h"

#include <QObject>
#include <QStringList>

namespace cudnnsetup {

struct FetchSource;

struct CatalogueSources
{
    QString cudnnBase;               // the folder of cuDNN's redistrib_<label>.json files
    QString cudaBase;                // the folder of CUDA's; empty: do not read CUDA releases
    bool allowInsecureHttp = false;
    ProxySettings proxy;
    QString cacheFolder;             // empty: nothing cached

    // NVIDIA's folders, or a lab mirror's (cuDNN at its top, CUDA in its cuda/ folder, read only
    // `withCuda`), with the source's proxy and cache.
    static CatalogueSources forSource(const FetchSource &source, bool withCuda);
    // Only the CUDA releases, from a CUDA redist folder (NVIDIA's, a mirror's cuda/, --cuda-from).
    static CatalogueSources forCuda(const FetchSource &cudaSource);
};

struct CatalogueResult
{
    ListedCatalogue listed;
    QStringList problems;            // translated: what could not be read, and what was used instead

    bool readAnything() const { return !listed.cudnnSource.isEmpty() || !listed.cudaSource.isEmpty(); }
};

class LiveCatalogue : public QObject
{
    Q_OBJECT

public:
    explicit LiveCatalogue(QObject *parent = nullptr);

    // Answers with finished().
    void start(const CatalogueSources &sources);
    // start() and waits on a local event loop (the command line, provisioning, a worker thread).
    static CatalogueResult readNow(const CatalogueSources &sources);
    // Merges `result` into the shipped data and makes it the data in effect (CompatMatrix::current).
    // Returns the one sentence to show where the source could not be read; empty when it was.
    static QString makeCurrent(const CatalogueResult &result);
    // readNow() then makeCurrent(): what a front-end calls before it offers or chooses a release.
    static QString useNow(const CatalogueSources &sources) { return makeCurrent(readNow(sources)); }
    // What a release's manifest says, as the catalogue offers it (`cuda`: a CUDA manifest, else a
    // cuDNN one). manifestRead is false, with *error, for a manifest that cannot be used.
    static ListedRelease releaseFromManifest(bool cuda, const QString &label, const QByteArray &body, QString *error);

signals:
    void finished(const cudnnsetup::CatalogueResult &result);

private:
    enum class Product { Cudnn, Cuda };

    void readListing(Product product);
    void onListing(const QByteArray &body);
    void listingFailed(const QString &message);
    void nextManifest();
    void onManifest(const QByteArray &body);
    void productDone();
    QString listingUrl(Product product) const;
    QString productName() const;   // "cuDNN" or "CUDA": proper names, not translated

    TextFetcher m_fetcher;
    CatalogueSources m_sources;
    CatalogueCache m_cache{QString()};
    CatalogueResult m_result;
    Product m_product = Product::Cudnn;
    QStringList m_pendingLabels;
    QString m_currentLabel;
    QString m_currentUrl;
};

} // namespace cudnnsetup
