#pragma once

#include "feed/Feed.h"

#include <QSet>
#include <QString>
#include <QVariant>

namespace kindred::test {

/// Evaluates one of feedparser's `Expect:` lines (a small subset of Python: and/or/not,
/// comparisons, `in`, `len()`, subscripts, attribute access, string/number/tuple literals)
/// against Kindred's parse of the same file, with feedparser's field names mapped onto Kindred's
/// model. A field Kindred does not model makes the case "not applicable" rather than failed.
class ExpectEvaluator final
{
public:
    enum class Outcome { Pass, Fail, NotApplicable };

    explicit ExpectEvaluator(const FeedParseResult &result);

    /// Evaluates `expression`; `reason` receives why a case failed or does not apply.
    Outcome evaluate(const QString &expression, QString *reason);

private:
    QVariantMap m_names;
};

} // namespace kindred::test
