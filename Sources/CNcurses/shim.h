#ifndef LCOORDINATOR_CNCURSES_SHIM_H
#define LCOORDINATOR_CNCURSES_SHIM_H

// Wide-character curses: without these, cchar_t, setcchar, wget_wch and friends are hidden.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <ncursesw/curses.h>
#include <ncursesw/panel.h>

#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// MARK: - Macros and variables Swift cannot import
//
// Attributes and KEY_F are function-like macros; the screen globals are mutable C variables,
// which Swift 6 refuses to read without isolation. These accessors are plain functions.

static inline attr_t lc_a_normal(void) { return A_NORMAL; }
static inline attr_t lc_a_bold(void) { return A_BOLD; }
static inline attr_t lc_a_dim(void) { return A_DIM; }
static inline attr_t lc_a_reverse(void) { return A_REVERSE; }
static inline attr_t lc_a_underline(void) { return A_UNDERLINE; }
static inline int lc_color_pair(int pair) { return (int)COLOR_PAIR(pair); }
static inline int lc_key_f(int n) { return KEY_F(n); }

static inline WINDOW *lc_stdscr(void) { return stdscr; }
static inline WINDOW *lc_curscr(void) { return curscr; }
static inline WINDOW *lc_newscr(void) { return newscr; }
static inline int lc_lines(void) { return LINES; }
static inline int lc_cols(void) { return COLS; }
static inline int lc_colors(void) { return COLORS; }
static inline int lc_color_pairs(void) { return COLOR_PAIRS; }

static inline int lc_getcury(WINDOW *win) { return getcury(win); }
static inline int lc_getcurx(WINDOW *win) { return getcurx(win); }
static inline int lc_getmaxy(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)x; return y; }
static inline int lc_getmaxx(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)y; return x; }
static inline int lc_getbegy(WINDOW *win) { int y, x; getbegyx(win, y, x); (void)x; return y; }
static inline int lc_getbegx(WINDOW *win) { int y, x; getbegyx(win, y, x); (void)y; return x; }

// glibc declares wcwidth only for _XOPEN_SOURCE, which the Swift Glibc module is built without.
extern int wcwidth(wchar_t c);

/// The number of columns the C library (and so curses) gives `c`; -1 when it cannot print it.
static inline int lc_wcwidth(wchar_t c) { return wcwidth(c); }

/// Where the terminal's cursor goes after the next doupdate (what the setsyx macro does):
/// y < 0 leaves it wherever drawing ended, which costs no bytes.
static inline void lc_set_screen_cursor(int y, int x) {
    if (newscr == NULL) return;
    if (y < 0) {
        leaveok(newscr, TRUE);
    } else {
        leaveok(newscr, FALSE);
        wmove(newscr, y, x);
    }
}

/// tigetstr without the (char *)-1 "not a string capability" sentinel: NULL when absent.
static inline const char *lc_tigetstr(const char *capability) {
    char *value = tigetstr(capability);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

/// A string capability with two numeric parameters filled in (`csr`, `cup`); NULL when absent.
/// `tiparm` is variadic, which Swift cannot call.
static inline const char *lc_tiparm2(const char *capability, int first, int second) {
    const char *value = lc_tigetstr(capability);
    if (value == NULL) return NULL;
    return tiparm(value, first, second);
}

#endif
