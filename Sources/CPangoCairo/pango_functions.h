// The Pango 1.50 functions, types and constants the renderer uses, declared as in Pango's
// public headers (pango.h, pangocairo.h, pangofc-fontmap.h) and glib's (glib.h,
// glib-object.h). Every type the renderer does not look inside is opaque.
#ifndef DARKROOM_PANGO_FUNCTIONS_H
#define DARKROOM_PANGO_FUNCTIONS_H

#include <cairo.h>
#include <fontconfig/fontconfig.h>

typedef int gboolean;
typedef unsigned int guint;
typedef unsigned short guint16;
typedef void *gpointer;

void g_free(gpointer memory);
void g_object_unref(gpointer object);

#define PANGO_SCALE 1024

typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoContext PangoContext;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoFontFamily PangoFontFamily;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFont PangoFont;
typedef struct _PangoFontMetrics PangoFontMetrics;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;

typedef struct _PangoRectangle {
  int x;
  int y;
  int width;
  int height;
} PangoRectangle;

typedef struct _PangoAttribute {
  const PangoAttrClass *klass;
  guint start_index;
  guint end_index;
} PangoAttribute;

typedef enum {
  PANGO_DIRECTION_LTR,
  PANGO_DIRECTION_RTL,
  PANGO_DIRECTION_TTB_LTR,
  PANGO_DIRECTION_TTB_RTL,
  PANGO_DIRECTION_WEAK_LTR,
  PANGO_DIRECTION_WEAK_RTL,
  PANGO_DIRECTION_NEUTRAL
} PangoDirection;

typedef enum {
  PANGO_STYLE_NORMAL,
  PANGO_STYLE_OBLIQUE,
  PANGO_STYLE_ITALIC
} PangoStyle;

/// An OpenType weight, 100 to 1000.
typedef int PangoWeight;

typedef enum {
  PANGO_WRAP_WORD,
  PANGO_WRAP_CHAR,
  PANGO_WRAP_WORD_CHAR
} PangoWrapMode;

typedef enum {
  PANGO_ELLIPSIZE_NONE,
  PANGO_ELLIPSIZE_START,
  PANGO_ELLIPSIZE_MIDDLE,
  PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;

typedef enum {
  PANGO_UNDERLINE_NONE,
  PANGO_UNDERLINE_SINGLE
} PangoUnderline;

PangoFontMap *pango_cairo_font_map_new(void);
void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig);
void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
const char *pango_font_family_get_name(PangoFontFamily *family);
PangoFont *pango_font_map_load_font(PangoFontMap *fontmap, PangoContext *context, const PangoFontDescription *desc);

PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);
void pango_context_set_base_dir(PangoContext *context, PangoDirection direction);
void pango_context_set_language(PangoContext *context, PangoLanguage *language);
PangoLanguage *pango_language_from_string(const char *language);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

PangoFontMetrics *pango_font_get_metrics(PangoFont *font, PangoLanguage *language);
int pango_font_metrics_get_ascent(PangoFontMetrics *metrics);
int pango_font_metrics_get_descent(PangoFontMetrics *metrics);
int pango_font_metrics_get_height(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_underline_thickness(PangoFontMetrics *metrics);
int pango_font_metrics_get_strikethrough_position(PangoFontMetrics *metrics);
int pango_font_metrics_get_strikethrough_thickness(PangoFontMetrics *metrics);
void pango_font_metrics_unref(PangoFontMetrics *metrics);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_auto_dir(PangoLayout *layout, gboolean auto_dir);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
int pango_layout_get_line_count(PangoLayout *layout);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
void pango_layout_line_get_extents(PangoLayoutLine *line, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_line_get_start_index(PangoLayoutLine *line);
const char *pango_layout_get_text(PangoLayout *layout);
void pango_layout_index_to_pos(PangoLayout *layout, int index, PangoRectangle *pos);
int pango_layout_line_get_length(PangoLayoutLine *line);
void pango_layout_line_index_to_x(PangoLayoutLine *line, int index_, gboolean trailing, int *x_pos);
void pango_layout_line_get_x_ranges(PangoLayoutLine *line, int start_index, int end_index, int **ranges, int *n_ranges);
gboolean pango_layout_is_ellipsized(PangoLayout *layout);
void pango_cairo_show_layout_line(cairo_t *cr, PangoLayoutLine *line);

PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_language_new(PangoLanguage *language);
PangoAttribute *pango_attr_font_desc_new(const PangoFontDescription *desc);
PangoAttribute *pango_attr_foreground_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_foreground_alpha_new(guint16 alpha);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
PangoAttribute *pango_attr_underline_color_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_strikethrough_new(gboolean strikethrough);
PangoAttribute *pango_attr_strikethrough_color_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_rise_new(int rise);
PangoAttribute *pango_attr_font_features_new(const char *features);
PangoAttribute *pango_attr_insert_hyphens_new(gboolean insert_hyphens);
PangoAttribute *pango_attr_shape_new(const PangoRectangle *ink_rect, const PangoRectangle *logical_rect);

#endif
