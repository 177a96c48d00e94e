#pragma once

#include <QString>
#include <QStringList>

namespace kindred {

/// Precision, recall and F1 of an extracted text against a hand-marked gold text.
struct ExtractionScore
{
    double precision = 0;
    double recall = 0;
    double f1 = 0;
};

/// Lowercased word tokens (runs of letters and digits) of `text`, the unit of the standard
/// extraction metrics; punctuation and mangled characters ("Kosovo?s") split words alike.
QStringList extractionWords(const QString &text);

/// Scores `extracted` against `gold` on word `n`-gram shingles compared as bags (multisets),
/// as the CleanEval and L3S evaluations do. Two empty texts agree perfectly.
ExtractionScore scoreExtraction(const QString &extracted, const QString &gold, int n = 4);

/// The plain text of a CleanEval-style gold file: drops the "URL:" header line and the
/// <p>, <h>, <l> block markers.
QString cleanEvalGoldText(const QString &goldFile);

} // namespace kindred
