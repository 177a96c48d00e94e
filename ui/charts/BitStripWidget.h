#pragma once

#include <QString>
#include <QWidget>

namespace kindred {

/// Two 64-bit fingerprints as two rows of 64 cells (most significant bit first, filled = set),
/// the bits where they differ marked between the rows and tinted across both, the hex value of
/// each at the side and a caption with the distance.
class BitStripWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BitStripWidget)

public:
    explicit BitStripWidget(QWidget *parent = nullptr);

    void setFingerprints(quint64 a, quint64 b, const QString &labelA, const QString &labelB);
    /// Back to the placeholder.
    void clear();
    /// How many bits differ (the Hamming distance); 0 when cleared.
    int differingBits() const;
    /// The caption under the strips ("distance 5 · 5 of 64 bits differ").
    QString caption() const;
    /// The cell of `bit` (0 = least significant) in row 0 (a) or 1 (b), and the marker drawn
    /// between the rows when it differs: for tests and for anything laid over the strip.
    QRect bitRect(int row, int bit) const;
    QRect markerRect(int bit) const;
    /// The marker colour for the current palette.
    QColor markerColor() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    struct Geometry
    {
        int labelWidth = 0;
        int cell = 0;
        int groupGap = 0;
        int rowHeight = 0;
        int bitsLeft = 0;
        int rowTop[2] = {0, 0};
        int markerTop = 0;
        int markerHeight = 0;
        int hexLeft = 0;
        bool showHex = true;
        int captionTop = 0;
    };
    Geometry geometry() const;
    int bitX(const Geometry &g, int bit) const;
    int bitAt(const QPoint &pos) const;
    int rowAt(const QPoint &pos) const;
    QFont hexFont() const;
    static QString hex(quint64 value);

    bool m_hasData = false;
    quint64 m_values[2] = {0, 0};
    QString m_labels[2];
};

} // namespace kindred
