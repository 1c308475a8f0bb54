/** Holes a penalty box costs the offender and awards each opponent with 2 sides (003 BLUE PENALTY BOX). */
export const BOX_HOLES = 20;

/** Hands a side sits out in a penalty box with 3 sides (003). */
export const BOX_HANDS = 3;
