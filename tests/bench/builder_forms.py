"""Page-builder layouts for modern_pages.py: the body as WordPress page builders lay it out.

Company sites, blogs, agencies and public bodies build their pages in Elementor, WPBakery, Divi or
the block editor's groups and columns, and their articles come out of them cut into rows: each
section in a row of its own, four to seven boxes deep (row, container, column, column-inner,
wrapper, widget, widget-container), a heading a widget of its own, and between the text widgets
spacers, dividers, buttons ("Get in touch"), images and icons. A run of short paragraphs is often
laid out as "icon boxes": each paragraph in a row of two columns, a narrow one holding only an
icon and a wide one holding the text. Nothing of the builder's own is gold; the story's blocks
keep their gold lines.

layout() draws from a random stream of its own (modern_pages passes it), so a page that is not
laid out by a builder is the page the set made before (forms: builder:VENDOR, builder-icons,
builder-widgets:one|grouped).
"""

from page_parts import esc

BUTTONS = ["Get in touch", "Learn more", "Request a demo", "Contact us", "Book a consultation",
           "Download the brochure", "Jetzt anfragen", "Mehr erfahren", "En savoir plus", "Kontakt"]
ICONS = ["fas fa-check", "fas fa-star", "fa fa-lightbulb-o", "icon-rocket", "ticon ticon-binoculars",
         "fas fa-chart-line"]


def _hex(rng):
    return "".join(rng.choice("0123456789abcdef") for _ in range(7))


class Builder:
    """A page builder's markup: section(columns) of (width %, html), column, text, heading, spacer,
    divider, button, image and icon widgets; class names drawn from rng where the builder numbers
    its elements."""
    name = ""

    def __init__(self, rng):
        self.rng = rng


class Elementor(Builder):
    name = "elementor"

    def section(self, columns):
        cols = "".join(self.column(width, inner) for width, inner in columns)
        h = _hex(self.rng)
        return (f'<section class="elementor-section elementor-top-section elementor-element elementor-element-{h} '
                f'elementor-section-boxed elementor-section-height-default" data-id="{h}" data-element_type="section">'
                f'<div class="elementor-container elementor-column-gap-default">{cols}</div></section>')

    def column(self, width, inner):
        h = _hex(self.rng)
        return (f'<div class="elementor-column elementor-col-{width} elementor-top-column elementor-element '
                f'elementor-element-{h}" data-id="{h}" data-element_type="column">'
                f'<div class="elementor-widget-wrap elementor-element-populated">{inner}</div></div>')

    def widget(self, kind, inner):
        h = _hex(self.rng)
        return (f'<div class="elementor-element elementor-element-{h} elementor-widget elementor-widget-{kind}" '
                f'data-id="{h}" data-element_type="widget" data-widget_type="{kind}.default">'
                f'<div class="elementor-widget-container">{inner}</div></div>')

    def text(self, html):
        return self.widget("text-editor", html)

    def heading(self, text):
        return self.widget("heading", f'<h2 class="elementor-heading-title elementor-size-default">{esc(text)}</h2>')

    def spacer(self):
        return self.widget("spacer", '<div class="elementor-spacer"><div class="elementor-spacer-inner"></div></div>')

    def divider(self):
        return self.widget("divider", '<div class="elementor-divider"><span class="elementor-divider-separator">'
                                      "</span></div>")

    def button(self, label, href):
        return self.widget("button", f'<div class="elementor-button-wrapper"><a href="{href}" class="elementor-button-link '
                                     f'elementor-button elementor-size-sm" role="button"><span class="elementor-button-'
                                     f'content-wrapper"><span class="elementor-button-text">{esc(label)}</span></span>'
                                     "</a></div>")

    def image(self, src):
        return self.widget("image", f'<img width="800" height="450" src="{src}" class="attachment-large size-large" '
                                    'alt="" loading="lazy">')

    def icon(self, icon):
        return self.widget("icon", '<div class="elementor-icon-wrapper"><div class="elementor-icon">'
                                   f'<i aria-hidden="true" class="{icon}"></i></div></div>')


class WPBakery(Builder):
    name = "wpbakery"

    def section(self, columns):
        cols = "".join(self.column(width, inner) for width, inner in columns)
        return f'<div class="vc_row wpb_row vc_row-fluid vc_custom_{self.rng.randint(10**12, 10**13)}">{cols}</div>'

    def column(self, width, inner):
        span = max(1, round(width * 12 / 100))
        return (f'<div class="wpb_column vc_column_container vc_col-sm-{span}"><div class="vc_column-inner ">'
                f'<div class="wpb_wrapper">{inner}</div></div></div>')

    def text(self, html):
        return f'<div class="wpb_text_column wpb_content_element "><div class="wpb_wrapper">{html}</div></div>'

    def heading(self, text):
        return self.text(f"<h2><strong>{esc(text)}</strong></h2>") if self.rng.random() < 0.5 else \
            f'<h2 style="text-align: left" class="vc_custom_heading">{esc(text)}</h2>'

    def spacer(self):
        return '<div class="vc_empty_space" style="height: 32px"><span class="vc_empty_space_inner"></span></div>'

    def divider(self):
        return ('<div class="vc_separator wpb_content_element vc_separator_align_center vc_sep_width_100">'
                '<span class="vc_sep_holder vc_sep_holder_l"><span class="vc_sep_line"></span></span>'
                '<span class="vc_sep_holder vc_sep_holder_r"><span class="vc_sep_line"></span></span></div>')

    def button(self, label, href):
        return (f'<div class="vc_btn3-container vc_btn3-left"><a class="vc_general vc_btn3 vc_btn3-size-md '
                f'vc_btn3-shape-rounded vc_btn3-color-blue" href="{href}" title="">{esc(label)}</a></div>')

    def image(self, src):
        return (f'<div class="wpb_single_image wpb_content_element vc_align_center"><figure class="wpb_wrapper '
                f'vc_figure"><div class="vc_single_image-wrapper vc_box_border_grey"><img width="800" height="450" '
                f'src="{src}" class="vc_single_image-img attachment-full" alt=""></div></figure></div>')

    def icon(self, icon):
        return (f'<div class="vc_icon_element vc_icon_element-outer vc_icon_element-align-left"><div class="'
                f'vc_icon_element-inner vc_icon_element-size-md"><span class="vc_icon_element-icon {icon}"></span>'
                "</div></div>")


class Divi(Builder):
    name = "divi"

    def __init__(self, rng):
        super().__init__(rng)
        self.n = 0

    def _next(self):
        self.n += 1
        return self.n

    def section(self, columns):
        n = self._next()
        cols = "".join(self.column(width, inner) for width, inner in columns)
        return (f'<div class="et_pb_section et_pb_section_{n} et_section_regular"><div class="et_pb_row '
                f'et_pb_row_{n}">{cols}</div></div>')

    def column(self, width, inner):
        share = {100: "4_4", 16: "1_4", 83: "3_4"}.get(width, "4_4")
        return f'<div class="et_pb_column et_pb_column_{share} et_pb_column_{self._next()}">{inner}</div>'

    def text(self, html):
        return (f'<div class="et_pb_module et_pb_text et_pb_text_{self._next()} et_pb_text_align_left '
                f'et_pb_bg_layout_light"><div class="et_pb_text_inner">{html}</div></div>')

    def heading(self, text):
        return self.text(f"<h2>{esc(text)}</h2>")

    def spacer(self):
        return f'<div class="et_pb_module et_pb_divider_0 et_pb_space et_pb_divider_hidden"><div class="et_pb_divider_internal"></div></div>'

    def divider(self):
        return f'<div class="et_pb_module et_pb_divider et_pb_divider_{self._next()} et_pb_divider_position_"><div class="et_pb_divider_internal"></div></div>'

    def button(self, label, href):
        return (f'<div class="et_pb_button_module_wrapper et_pb_button_{self._next()}_wrapper et_pb_module">'
                f'<a class="et_pb_button et_pb_bg_layout_light" href="{href}">{esc(label)}</a></div>')

    def image(self, src):
        return (f'<div class="et_pb_module et_pb_image et_pb_image_{self._next()}"><span class="et_pb_image_wrap">'
                f'<img src="{src}" alt="" title=""></span></div>')

    def icon(self, icon):
        return (f'<div class="et_pb_module et_pb_blurb et_pb_blurb_{self._next()}"><div class="et_pb_blurb_content">'
                '<div class="et_pb_main_blurb_image"><span class="et_pb_image_wrap"><span class="et-waypoint '
                'et_pb_animation_top et-pb-icon">&#xe052;</span></span></div></div></div>')


class Blocks(Builder):
    """The block editor's groups and columns."""
    name = "blocks"

    def section(self, columns):
        if len(columns) == 1:
            return (f'<div class="wp-block-group is-layout-constrained"><div class="wp-block-group__inner-container">'
                    f"{columns[0][1]}</div></div>")
        cols = "".join(f'<div class="wp-block-column" style="flex-basis:{w}%">{inner}</div>' for w, inner in columns)
        return f'<div class="wp-block-columns is-layout-flex">{cols}</div>'

    def text(self, html):
        return html

    def heading(self, text):
        return f'<h2 class="wp-block-heading">{esc(text)}</h2>'

    def spacer(self):
        return '<div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div>'

    def divider(self):
        return '<hr class="wp-block-separator has-alpha-channel-opacity">'

    def button(self, label, href):
        return (f'<div class="wp-block-buttons is-layout-flex"><div class="wp-block-button"><a class="'
                f'wp-block-button__link wp-element-button" href="{href}">{esc(label)}</a></div></div>')

    def image(self, src):
        return f'<figure class="wp-block-image size-large"><img src="{src}" alt=""></figure>'

    def icon(self, icon):
        return f'<figure class="wp-block-image size-thumbnail is-style-rounded"><img src="/icons/{icon.split()[-1]}.svg" alt=""></figure>'


VENDORS = [Elementor, WPBakery, Divi, Blocks]


def _is_paragraph(block):
    html, gold = block
    return len(gold) == 1 and (html.startswith("<p") or html.startswith("<div"))


def _heading_text(block):
    html, gold = block
    return gold[0] if html.startswith("<h2") and len(gold) == 1 else None


def layout(rng, blocks, forms):
    """The blocks (html, gold lines) laid out by a page builder drawn from rng; returns the html."""
    vendor = rng.choice(VENDORS)(rng)
    forms.append("builder:" + vendor.name)
    grouped = rng.random() < 0.5  # several paragraphs in one text widget, or one widget each
    forms.append("builder-widgets:" + ("grouped" if grouped else "one"))
    # A run of three to six paragraphs laid out as icon boxes, now and then.
    icons = set()
    paragraphs = [i for i, b in enumerate(blocks) if _is_paragraph(b)]
    if rng.random() < 0.5 and len(paragraphs) >= 5:
        start = rng.randint(1, len(paragraphs) - 3)
        run = [paragraphs[start]]
        for i in paragraphs[start + 1:]:
            if i != run[-1] + 1 or len(run) >= rng.randint(3, 6):
                break
            run.append(i)
        if len(run) >= 3:
            icons = set(run)
            forms.append("builder-icons")
    icon = rng.choice(ICONS)

    sections, widgets = [], []

    def close():
        if widgets:
            sections.append(vendor.section([(100, "".join(widgets))]))
            widgets.clear()

    pending = []  # paragraphs waiting for a grouped text widget

    def flush():
        if pending:
            widgets.append(vendor.text("".join(pending)))
            pending.clear()

    for i, block in enumerate(blocks):
        html, _ = block
        heading = _heading_text(block)
        if i in icons:
            flush()
            close()
            sections.append(vendor.section([(16, vendor.icon(icon)), (83, vendor.text(html))]))
            continue
        if heading is not None:
            flush()
            close()
            if rng.random() < 0.3:  # a spacer or a divider between sections
                sections.append(vendor.section([(100, rng.choice([vendor.spacer, vendor.divider])())]))
            widgets.append(vendor.heading(heading))
            continue
        if grouped and _is_paragraph(block):
            pending.append(html)
            continue
        flush()
        widgets.append(vendor.text(html))
        if rng.random() < 0.12:
            widgets.append(rng.choice([vendor.spacer, vendor.divider])())
        if rng.random() < 0.08:
            widgets.append(vendor.image(f"/wp-content/uploads/2023/0{rng.randint(1, 9)}/img-{rng.randint(10, 999)}.jpg"))
        if rng.random() < 0.3 and i + 1 < len(blocks):  # a new row
            close()
    flush()
    if rng.random() < 0.6:  # a call to action closes the page
        widgets.append(vendor.button(rng.choice(BUTTONS), "/contact/"))
    close()
    return "\n".join(sections)
