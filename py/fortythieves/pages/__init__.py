"""The site's static pages, rendered natively at build time (``tools/build.py``): the home
page's markup and the rules pages. Pure Python, no browser: only :mod:`.links` is also used
by the table in the page (where each game's rules live).
"""
