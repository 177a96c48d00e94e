#pragma once

#include "extract/PlateauScan.h"

#include <QString>
#include <vector>

// The headings that open what follows a story and is not its: readers' comments, the author's
// biography. Below the headline, whatever their boxes are named, their heading says what they are,
// and where the heading does not, readers' comments are known by their "Reply" links (scanPage()
// reads both).

namespace kindred {

/// The letters of the heading in nodes [from, to), case-folded, words split by single spaces ("14&nbsp;
/// Comments" read with its character references decoded: "comments"); empty for a heading longer
/// than a few words.
QString headingWords(const std::vector<PlateauNode> &nodes, std::size_t from, std::size_t to);

/// Whether a heading's words open readers' comments: "Comments", "12 Comments", "Leave a Reply",
/// "Join the Conversation", "Kommentare (3)", "Комментарии".
bool opensComments(const QString &words);

/// Whether a heading's words open the box of the author's biography: "About the Author", "Über den
/// Autor", "À propos de l'auteur", or "About" and one of the byline's names ("About Ann Other",
/// `authors` as AuthorNames reads them). What follows it in its box is the author's, not the
/// story's, however the box is named ("css-y6d25s" as often as "author-bio").
bool opensAuthorBox(const QString &words, const QStringList &authors);

/// Where readers' comments begin when `link` (a kept <a>) answers one of them ("Reply",
/// "Antworten", "Répondre"): at the list of the <li> that holds it, a few boxes up (the link may
/// stand in the item's footer). A list whose items each end with such a link is readers' comments
/// however its heading reads ("What readers say") and its boxes are named. SIZE_MAX for any other link.
std::size_t commentsOfReply(
    const std::vector<ScanElement> &elements, const std::vector<PlateauNode> &nodes, std::uint32_t link);

} // namespace kindred
