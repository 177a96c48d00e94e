#pragma once

#include <QString>

// The lines a site puts after its stories to ask something of the reader: subscribe, get the
// app, follow us, sign up for the newsletter, read the full story on the paper's edition. They
// close the text under the story's own paragraphs, in its box, so its place does not tell them
// apart; their words do, in any site's wording. And the mark a press release's text ends with.

namespace kindred {

/// Whether `paragraph` is a short line that asks the reader to subscribe, log in, download an app,
/// follow the site or sign up ("Subscribe now to our e-edition for the full story.", "Síguenos en
/// Telegram, Instagram, Facebook y Twitter", "Folgen Sie uns auf Facebook"): at most
/// kCallToActionWords words, with one of the phrases such lines use in English, German, French,
/// Spanish, Italian, Portuguese, Dutch, Polish or Russian.
bool isCallToAction(const QString &paragraph);

/// Whether `paragraph` is a paywall's notice that the story goes on for subscribers only ("To view
/// the full story, please subscribe", "Um den ganzen Artikel zu lesen, ...", "Pour lire la suite,
/// abonnez-vous"): a call to action that also says the page holds no more of the story.
bool isPaywallNotice(const QString &paragraph);

/// Whether `paragraph` is the mark a press release ends its text with, alone on its line ("###",
/// "# # #", "-30-", "ENDS"): what follows is the sender's description of itself, its contacts and
/// notes to editors.
bool isEndMark(const QString &paragraph);

/// Longer lines are paragraphs of a story, whatever they mention.
constexpr int kCallToActionWords = 40;

} // namespace kindred
