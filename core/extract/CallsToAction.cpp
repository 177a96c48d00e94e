#include "extract/CallsToAction.h"

#include "extract/TextBlocks.h"

#include <QRegularExpression>

namespace kindred {

namespace {

// A paywall's words for "the rest of the story is for subscribers": to go on reading, to see or read
// all of it, the rest of it.
QStringList paywallPhrases()
{
    return {
        QStringLiteral("to (?:continue|keep) reading"),
        QStringLiteral("to (?:read|view|see|access) (?:the|this) (?:full|entire|whole|complete|rest of the) "
                       "(?:story|article|report)"),
        QStringLiteral("the rest of this (?:story|article) is (?:for|available to|only for) subscribers"),
        QStringLiteral(
            "(?:um|damit sie) (?:den|diesen) (?:ganzen |gesamten |vollständigen )?(?:artikel|beitrag) "
            "(?:vollständig |ganz )?(?:weiter)?(?:zu ?)?lesen"),
        QStringLiteral("weiterlesen mit"),
        QStringLiteral("pour lire la suite"),
        QStringLiteral("pour lire (?:l'|cet )article en entier"),
        QStringLiteral("para (?:seguir|continuar) leyendo"),
        QStringLiteral("para (?:continuar|seguir) lendo"),
        QStringLiteral("per continuare a leggere"),
        QStringLiteral("om verder te lezen"),
        QStringLiteral("aby (?:przeczytać|czytać) (?:dalej|cały artykuł)"),
        QStringLiteral("чтобы (?:продолжить чтение|прочитать (?:статью )?полностью)"),
    };
}

// One pattern of whole phrases (word boundaries at both ends), compiled here, once, not by
// whichever extraction thread matches first.
QRegularExpression wholePhrases(const QStringList &phrases)
{
    QRegularExpression compiled(
        QStringLiteral("(?<!\\w)(?:") + phrases.join(u'|') + QStringLiteral(")(?!\\w)"),
        QRegularExpression::UseUnicodePropertiesOption);
    compiled.optimize();
    return compiled;
}

// Each a whole phrase (word boundaries at both ends), matched on case-folded text. What a site
// asks of its reader, not what a story tells: "subscribers" alone is a story's word (a streaming
// service lost them), "already a subscriber" is a paywall's.
const QRegularExpression &callPattern()
{
    static const QRegularExpression pattern = [] {
        const QStringList phrases = {
            // English: subscriptions and paywalls, apps, newsletters, social networks, the rest.
            QStringLiteral("subscribe (?:now|today|here|to (?:our|read|continue))"),
            QStringLiteral("please subscribe"),
            QStringLiteral("(?:already|become) a subscriber"),
            QStringLiteral("log in (?:for (?:immediate |full )?access|to (?:continue|read))"),
            QStringLiteral("sign up (?:for|to) (?:our|the|a) (?:free )?(?:\\w+ )?newsletter"),
            QStringLiteral("download our (?:\\w+ )?apps?"),
            QStringLiteral("get our (?:\\w+ )?app"),
            QStringLiteral("apps? for ios and android"),
            QStringLiteral("follow us on"),
            QStringLiteral("like us on facebook"),
            QStringLiteral("if you (?:enjoyed|liked) (?:reading )?this"),
            QStringLiteral("support our journalism"),
            // German.
            QStringLiteral("folgen sie uns"),
            QStringLiteral("folge uns"),
            QStringLiteral("abonnieren sie"),
            QStringLiteral("jetzt abonnieren"),
            QStringLiteral("newsletter abonnieren"),
            QStringLiteral("zum newsletter"),
            QStringLiteral("laden sie sich"),
            QStringLiteral("(?:die|unsere) app herunter"),
            // French.
            QStringLiteral("suivez-nous"),
            QStringLiteral("abonnez-vous"),
            QStringLiteral("inscrivez-vous"),
            QStringLiteral("téléchargez (?:notre|l'|la)"),
            // Spanish.
            QStringLiteral("s[ií]guenos"),
            QStringLiteral("suscr[ií]bete"),
            QStringLiteral("suscr[ií]base"),
            QStringLiteral("descarga (?:nuestra|la) app"),
            QStringLiteral("[uú]nete a nuestro"),
            QStringLiteral("puede escribirnos"),
            QStringLiteral("escr[ií]benos"),
            // Italian, Portuguese, Dutch.
            QStringLiteral("seguici"),
            QStringLiteral("iscriviti"),
            QStringLiteral("scarica (?:la nostra|l')app"),
            QStringLiteral("siga-nos"),
            QStringLiteral("inscreva-se"),
            QStringLiteral("baixe o app"),
            QStringLiteral("volg ons"),
            QStringLiteral("download onze app"),
            // Polish, Russian.
            QStringLiteral("obserwuj nas"),
            QStringLiteral("subskrybuj"),
            QStringLiteral("pobierz aplikacj[eę]"),
            QStringLiteral("подписывайтесь"),
            QStringLiteral("подпишитесь"),
            QStringLiteral("скачайте приложение"),
        };
        return wholePhrases(phrases + paywallPhrases());
    }();
    return pattern;
}

const QRegularExpression &paywallPattern()
{
    static const QRegularExpression pattern = wholePhrases(paywallPhrases());
    return pattern;
}

// Whether `paragraph` is a short line (kCallToActionWords at most) holding one of `pattern`'s phrases.
bool isShortLineWith(const QString &paragraph, const QRegularExpression &pattern)
{
    if (countWords(QStringView(paragraph)) > kCallToActionWords)
        return false;
    return pattern.match(paragraph.toCaseFolded()).hasMatch();
}

} // namespace

bool isCallToAction(const QString &paragraph)
{
    return isShortLineWith(paragraph, callPattern());
}

bool isPaywallNotice(const QString &paragraph)
{
    return isShortLineWith(paragraph, paywallPattern());
}

bool isEndMark(const QString &paragraph)
{
    if (paragraph.size() > 16) // a paragraph of the story, not a mark: no copy made
        return false;
    QString mark = paragraph.simplified();
    mark.remove(u' ');
    return mark == u"###" || mark == u"-30-" || mark == u"ENDS" || mark == u"-ENDS-" || mark == u"-ends-";
}

} // namespace kindred
