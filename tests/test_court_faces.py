"""The court cards' figures (fortythieves.ui.shell.court, drawn into faces by ui.shell.cardface):
a jack, a queen and a king a player tells apart, at every card size the tables deal."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from fortythieves.cards import Card
from fortythieves.ui.shell import cardface, court

WIDTHS = (27, 48, 90, 168)
COURTS = [rank + suit for rank in "JQK" for suit in "CDHS"]
SVG = "{http://www.w3.org/2000/svg}"


def face(name: str, width: int) -> str:
    return cardface.face_svg(Card.parse(name), width, round(width * 1.4))


def panel_of(svg: str) -> ET.Element | None:
    """The framed panel's rectangle, or None on a card too small for one."""
    rects = ET.fromstring(svg).iter(f"{SVG}rect")
    return next((r for r in rects if r.get("fill-opacity") == ".06"), None)


def without_index(svg: str) -> str:
    """The face with its corner letters taken out: what tells J, Q and K apart besides them."""
    root = ET.fromstring(svg)
    for parent in root.iter():
        for child in [c for c in parent if c.tag == f"{SVG}text"]:
            parent.remove(child)
    return ET.tostring(root, encoding="unicode")


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("name", COURTS)
def test_every_court_face_is_well_formed_svg_with_a_readable_index(name, width):
    root = ET.fromstring(face(name, width))
    assert root.get("viewBox") == f"0 0 {width} {round(width * 1.4)}"
    sizes = [float(t.get("font-size", "0")) for t in root.iter(f"{SVG}text")]
    assert sizes and min(sizes) >= 11  # the figure adds no words; the index stays its size
    assert [t.text for t in root.iter(f"{SVG}text")][0] == name[0]


@pytest.mark.parametrize("width", WIDTHS[1:])
@pytest.mark.parametrize("suit", "CDHS")
def test_jack_queen_and_king_are_different_pictures(suit, width):
    faces = {without_index(face(rank + suit, width)) for rank in "JQK"}
    assert len(faces) == 3
    assert all(panel_of(face(rank + suit, width)) is not None for rank in "JQK")


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("name", COURTS)
def test_every_part_in_the_suits_colour_is_ink(name, width):
    """What the four-colour setting recolours: each part drawn in the suit's colour."""
    svg = face(name, width)
    colour = cardface.TWO_COLOURS[cardface.SUIT_CLASSES.index(ET.fromstring(svg).get(
        "class", "").split()[1])]
    coloured = [e for e in ET.fromstring(svg).iter()
                if colour in (e.get("fill"), e.get("stroke"))]
    assert coloured and all(e.get("class") == "ink" for e in coloured)
    if width >= 48:  # robe or cap, the jewel, the frame: more than the corner's two
        assert len(coloured) >= 5


def test_a_phone_card_shows_its_index_alone():
    """At 27 px (Lucas on a phone) the index fills the card: no figure squeezed under it."""
    for name in COURTS:
        assert panel_of(face(name, 27)) is None
        assert len(face(name, 27)) < 800


@pytest.mark.parametrize("width", [40, 48, 62, 90, 102, 168])
def test_no_part_of_the_figure_peeks_into_a_covered_cards_strip(width):
    """A covered court card in a column shows its index, not a sliver of frame or crown."""
    rect = panel_of(face("KH", width))
    assert rect is not None
    assert float(rect.get("y", "0")) >= cardface.strip_height(width)


def test_a_tall_card_is_double_headed_and_a_short_one_shows_one_bust():
    for width, heads in [(48, 1), (90, 1), (168, 2)]:
        svg = face("QS", width)
        figure = court.half(12, cardface.TWO_COLOURS[3])
        assert svg.count(figure) == heads, width


def test_a_court_face_stays_small():
    """The page can show 104 cards: a double-headed face is a few kilobytes, not more."""
    assert max(len(face(name, 168)) for name in COURTS) < 6000
    assert max(len(face(name, 90)) for name in COURTS) < 3500
