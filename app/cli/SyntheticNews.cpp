#include "SyntheticNews.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

namespace kindred::cli {

namespace {

// Words of news prose: the glue of sentences, and the content words stories are made of.
const char *const kGlueWords
    = "the of and to a in that is was for on it with as he she they said at by from his her be have "
      "has had not are were but this an which or their will would more after about who been its than "
      "when also some over into two three could new first last other there year years people "
      "told while during before between against under since where all most many only week day officials "
      "government local according still expected later early further";
const char *const kContentWords
    = "council harbour minister election budget storm flood river court judge police investigation "
      "company shares market bank inflation rates energy prices strike union workers hospital patients "
      "doctors school teachers pupils railway station trains airport flights ferry port fire crews "
      "residents village city mayor parliament vote law reform tax farmers harvest drought rain wind "
      "coast bridge road traffic accident museum exhibition festival concert orchestra football match "
      "season coach players stadium championship record research university scientists study climate "
      "emissions solar wind turbines grid battery factory jobs exports trade talks agreement summit "
      "president ministers coalition opposition protest march crowd statement spokesman report figures "
      "survey growth economy debt housing rents tenants landlords planning permission developers cyclists "
      "lanes transport buses fares ticket prices hospital waiting lists nurses pay offer ballot dispute "
      "negotiations deadline regulator fine license broadcaster newspaper editor journalists data privacy "
      "software outage customers refunds airline delays passengers cancellations weather warning snow ice "
      "temperatures heatwave wildfire evacuation shelters volunteers charity donations appeal victims "
      "families memorial ceremony anniversary history archive discovery excavation ship wreck divers "
      "crew rescue lifeboat coastguard helicopter search missing hikers mountain glacier avalanche "
      "vaccine trial results approval medicine prices pharmacy shortages supply chain shipping containers "
      "canal blockage insurance claims damage repairs engineers inspection safety concerns closure";

QStringList words(const char *list)
{
    return QString::fromLatin1(list).split(u' ', Qt::SkipEmptyParts);
}

const QStringList &glueWords()
{
    static const QStringList list = words(kGlueWords);
    return list;
}

const QStringList &contentWords()
{
    static const QStringList list = words(kContentWords);
    return list;
}

const char *const kOutlets[] = {"Harbour Herald", "The Daily Wire", "Northern Post", "City Gazette",
    "Evening Courier", "Coastal Times", "Metro News", "The Chronicle"};
const char *const kDatelines[] = {"LONDON (Wire) - ", "BERLIN, Nov 20 (Wire) - ", "PARIS (AFP) - ",
    "NEW YORK (AP) - ", "MADRID, Nov 21 - ", "(Reuters) - "};
const char *const kTaglines[] = {"Reporting by Anna Berg; editing by Tom Hale.",
    "This story was first published by the Harbour Herald.", "Additional reporting by agencies.",
    "Follow our live coverage for the latest updates.",
    "Copyright 2026 The Daily Wire. All rights reserved."};

template<typename T, std::size_t N> QString pick(const T (&list)[N], quint64 random)
{
    return QString::fromUtf8(list[random % N]);
}

} // namespace

qsizetype SyntheticNews::loadCorpus(const QString &dir, QString *error)
{
    const QStringList files = QDir(dir).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name);
    for (const QString &name : files) {
        QFile file(QDir(dir).filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        if (text.size() < 200)
            continue;
        QStringList lines;
        for (const QString &line : text.split(u'\n')) {
            if (!line.trimmed().isEmpty())
                lines.append(line.trimmed());
        }
        if (lines.size() < 2)
            continue;
        m_corpus.append({lines.takeFirst(), lines});
    }
    if (m_corpus.isEmpty())
        *error = QStringLiteral("no .txt file of 200 characters or more in %1").arg(dir);
    return m_corpus.size();
}

SyntheticNews::Story SyntheticNews::nextStory()
{
    if (m_corpus.isEmpty())
        return generatedStory();
    const qsizetype n = m_corpus.size();
    const qsizetype index = m_next++;
    if (index < n)
        return m_corpus.at(index);
    // Splice story a with the second half of story b: a pair of texts gives a new story, and
    // n * (n - 1) pairs are plenty (b follows from a, so no pair repeats before that).
    const qsizetype round = index / n;
    const Story &a = m_corpus.at(index % n);
    const Story &b = m_corpus.at((index % n + round) % n);
    Story story;
    const QStringList titleA = a.title.split(u' ', Qt::SkipEmptyParts);
    const QStringList titleB = b.title.split(u' ', Qt::SkipEmptyParts);
    story.title = (titleA.mid(0, (titleA.size() + 1) / 2) + titleB.mid(titleB.size() / 2)).join(u' ');
    story.paragraphs
        = a.paragraphs.mid(0, (a.paragraphs.size() + 1) / 2) + b.paragraphs.mid(b.paragraphs.size() / 2);
    return story;
}

SyntheticNews::Story SyntheticNews::syndicated(const Story &original)
{
    Story copy = original;
    const quint64 choice = random();
    if (choice & 1 && !copy.paragraphs.isEmpty())
        copy.paragraphs.first().prepend(pick(kDatelines, random()));
    if (choice & 2)
        copy.paragraphs.append(pick(kTaglines, random()));
    if (choice & 4 && copy.paragraphs.size() > 3)
        copy.paragraphs.removeLast();
    if (choice & 8)
        copy.title += QStringLiteral(" - ") + pick(kOutlets, random());
    if (choice & 16) {
        for (QString &paragraph : copy.paragraphs)
            paragraph.replace(u'\'', u'\u2019');
    }
    return copy;
}

SyntheticNews::Story SyntheticNews::report(const Story &original)
{
    static const QRegularExpression notWord(QStringLiteral("[^\\w'-]"));
    QStringList words;
    const QString source = original.title + u' ' + original.paragraphs.value(0);
    for (const QString &word : source.split(u' ', Qt::SkipEmptyParts)) {
        QString bare = word;
        bare.remove(notWord);
        if (bare.size() >= 5 && !words.contains(bare, Qt::CaseInsensitive))
            words.append(bare);
    }
    QStringList topic;
    for (int i = 0; i < 12 && !words.isEmpty(); ++i)
        topic.append(words.at(qsizetype(random() % quint64(words.size()))));
    if (topic.isEmpty())
        return syndicated(original);
    Story story;
    story.title = sentence(topic, 6 + int(random() % 6));
    story.title.chop(1);
    const int paragraphs = 2 + int(random() % 3);
    for (int p = 0; p < paragraphs; ++p)
        story.paragraphs.append(sentence(topic, 10 + int(random() % 12)));
    return story;
}

QString SyntheticNews::sentence(const QStringList &topic, int words)
{
    QStringList sentence;
    for (int i = 0; i < words; ++i) {
        const quint64 r = random();
        const quint64 kind = r % 20;
        const QStringList &source = kind < 7 ? topic : kind < 15 ? glueWords() : contentWords();
        sentence.append(source.at(qsizetype((r >> 8) % quint64(source.size()))));
    }
    QString text = sentence.join(u' ');
    text[0] = text[0].toUpper();
    return text + u'.';
}

SyntheticNews::Story SyntheticNews::generatedStory()
{
    QStringList topic;
    for (int i = 0; i < 12; ++i)
        topic.append(contentWords().at(qsizetype(random() % quint64(contentWords().size()))));
    Story story;
    story.title = sentence(topic, 6 + int(random() % 6));
    story.title.chop(1);
    const int paragraphs = 4 + int(random() % 6);
    for (int p = 0; p < paragraphs; ++p) {
        QStringList sentences;
        const int count = 2 + int(random() % 3);
        for (int s = 0; s < count; ++s)
            sentences.append(sentence(topic, 8 + int(random() % 15)));
        story.paragraphs.append(sentences.join(u' '));
    }
    return story;
}

QString SyntheticNews::text(int chars, bool title)
{
    QString text;
    text.reserve(chars + 16);
    bool sentenceStart = true;
    while (text.size() < chars) {
        if (!text.isEmpty())
            text += u' ';
        const quint64 r = random();
        const QStringList &source = r % 2 ? glueWords() : contentWords();
        QString word = source.at(qsizetype((r >> 8) % quint64(source.size())));
        if (sentenceStart)
            word[0] = word[0].toUpper();
        text += word;
        sentenceStart = !title && r % 13 == 0;
        if (sentenceStart)
            text += u'.';
    }
    if (!title && !text.endsWith(u'.'))
        text += u'.';
    return text;
}

QString lead(const QString &text, int chars)
{
    if (text.size() <= chars)
        return text;
    const qsizetype stop = text.lastIndexOf(QStringLiteral(". "), chars);
    if (stop > 0)
        return text.left(stop + 1);
    const qsizetype space = text.lastIndexOf(u' ', chars);
    return text.left(space > 0 ? space : chars);
}

} // namespace kindred::cli
