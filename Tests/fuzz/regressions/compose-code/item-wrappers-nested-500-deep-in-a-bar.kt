package app
enum class Dest(val title: Int) { Home(R.string.home), Search(R.string.search) }
@Composable
fun Bar() {
  NavigationBar {
    @Composable
    fun Top(t: Dest) {
@Composable
fun W499(t: Dest) {
@Composable
fun W498(t: Dest) {
@Composable
fun W497(t: Dest) {
@Composable
fun W496(t: Dest) {
@Composable
fun W495(t: Dest) {
@Composable
fun W494(t: Dest) {
@Composable
fun W493(t: Dest) {
@Composable
fun W492(t: Dest) {
@Composable
fun W491(t: Dest) {
@Composable
fun W490(t: Dest) {
@Composable
fun W489(t: Dest) {
@Composable
fun W488(t: Dest) {
@Composable
fun W487(t: Dest) {
@Composable
fun W486(t: Dest) {
@Composable
fun W485(t: Dest) {
@Composable
fun W484(t: Dest) {
@Composable
fun W483(t: Dest) {
@Composable
fun W482(t: Dest) {
@Composable
fun W481(t: Dest) {
@Composable
fun W480(t: Dest) {
@Composable
fun W479(t: Dest) {
@Composable
fun W478(t: Dest) {
@Composable
fun W477(t: Dest) {
@Composable
fun W476(t: Dest) {
@Composable
fun W475(t: Dest) {
@Composable
fun W474(t: Dest) {
@Composable
fun W473(t: Dest) {
@Composable
fun W472(t: Dest) {
@Composable
fun W471(t: Dest) {
@Composable
fun W470(t: Dest) {
@Composable
fun W469(t: Dest) {
@Composable
fun W468(t: Dest) {
@Composable
fun W467(t: Dest) {
@Composable
fun W466(t: Dest) {
@Composable
fun W465(t: Dest) {
@Composable
fun W464(t: Dest) {
@Composable
fun W463(t: Dest) {
@Composable
fun W462(t: Dest) {
@Composable
fun W461(t: Dest) {
@Composable
fun W460(t: Dest) {
@Composable
fun W459(t: Dest) {
@Composable
fun W458(t: Dest) {
@Composable
fun W457(t: Dest) {
@Composable
fun W456(t: Dest) {
@Composable
fun W455(t: Dest) {
@Composable
fun W454(t: Dest) {
@Composable
fun W453(t: Dest) {
@Composable
fun W452(t: Dest) {
@Composable
fun W451(t: Dest) {
@Composable
fun W450(t: Dest) {
@Composable
fun W449(t: Dest) {
@Composable
fun W448(t: Dest) {
@Composable
fun W447(t: Dest) {
@Composable
fun W446(t: Dest) {
@Composable
fun W445(t: Dest) {
@Composable
fun W444(t: Dest) {
@Composable
fun W443(t: Dest) {
@Composable
fun W442(t: Dest) {
@Composable
fun W441(t: Dest) {
@Composable
fun W440(t: Dest) {
@Composable
fun W439(t: Dest) {
@Composable
fun W438(t: Dest) {
@Composable
fun W437(t: Dest) {
@Composable
fun W436(t: Dest) {
@Composable
fun W435(t: Dest) {
@Composable
fun W434(t: Dest) {
@Composable
fun W433(t: Dest) {
@Composable
fun W432(t: Dest) {
@Composable
fun W431(t: Dest) {
@Composable
fun W430(t: Dest) {
@Composable
fun W429(t: Dest) {
@Composable
fun W428(t: Dest) {
@Composable
fun W427(t: Dest) {
@Composable
fun W426(t: Dest) {
@Composable
fun W425(t: Dest) {
@Composable
fun W424(t: Dest) {
@Composable
fun W423(t: Dest) {
@Composable
fun W422(t: Dest) {
@Composable
fun W421(t: Dest) {
@Composable
fun W420(t: Dest) {
@Composable
fun W419(t: Dest) {
@Composable
fun W418(t: Dest) {
@Composable
fun W417(t: Dest) {
@Composable
fun W416(t: Dest) {
@Composable
fun W415(t: Dest) {
@Composable
fun W414(t: Dest) {
@Composable
fun W413(t: Dest) {
@Composable
fun W412(t: Dest) {
@Composable
fun W411(t: Dest) {
@Composable
fun W410(t: Dest) {
@Composable
fun W409(t: Dest) {
@Composable
fun W408(t: Dest) {
@Composable
fun W407(t: Dest) {
@Composable
fun W406(t: Dest) {
@Composable
fun W405(t: Dest) {
@Composable
fun W404(t: Dest) {
@Composable
fun W403(t: Dest) {
@Composable
fun W402(t: Dest) {
@Composable
fun W401(t: Dest) {
@Composable
fun W400(t: Dest) {
@Composable
fun W399(t: Dest) {
@Composable
fun W398(t: Dest) {
@Composable
fun W397(t: Dest) {
@Composable
fun W396(t: Dest) {
@Composable
fun W395(t: Dest) {
@Composable
fun W394(t: Dest) {
@Composable
fun W393(t: Dest) {
@Composable
fun W392(t: Dest) {
@Composable
fun W391(t: Dest) {
@Composable
fun W390(t: Dest) {
@Composable
fun W389(t: Dest) {
@Composable
fun W388(t: Dest) {
@Composable
fun W387(t: Dest) {
@Composable
fun W386(t: Dest) {
@Composable
fun W385(t: Dest) {
@Composable
fun W384(t: Dest) {
@Composable
fun W383(t: Dest) {
@Composable
fun W382(t: Dest) {
@Composable
fun W381(t: Dest) {
@Composable
fun W380(t: Dest) {
@Composable
fun W379(t: Dest) {
@Composable
fun W378(t: Dest) {
@Composable
fun W377(t: Dest) {
@Composable
fun W376(t: Dest) {
@Composable
fun W375(t: Dest) {
@Composable
fun W374(t: Dest) {
@Composable
fun W373(t: Dest) {
@Composable
fun W372(t: Dest) {
@Composable
fun W371(t: Dest) {
@Composable
fun W370(t: Dest) {
@Composable
fun W369(t: Dest) {
@Composable
fun W368(t: Dest) {
@Composable
fun W367(t: Dest) {
@Composable
fun W366(t: Dest) {
@Composable
fun W365(t: Dest) {
@Composable
fun W364(t: Dest) {
@Composable
fun W363(t: Dest) {
@Composable
fun W362(t: Dest) {
@Composable
fun W361(t: Dest) {
@Composable
fun W360(t: Dest) {
@Composable
fun W359(t: Dest) {
@Composable
fun W358(t: Dest) {
@Composable
fun W357(t: Dest) {
@Composable
fun W356(t: Dest) {
@Composable
fun W355(t: Dest) {
@Composable
fun W354(t: Dest) {
@Composable
fun W353(t: Dest) {
@Composable
fun W352(t: Dest) {
@Composable
fun W351(t: Dest) {
@Composable
fun W350(t: Dest) {
@Composable
fun W349(t: Dest) {
@Composable
fun W348(t: Dest) {
@Composable
fun W347(t: Dest) {
@Composable
fun W346(t: Dest) {
@Composable
fun W345(t: Dest) {
@Composable
fun W344(t: Dest) {
@Composable
fun W343(t: Dest) {
@Composable
fun W342(t: Dest) {
@Composable
fun W341(t: Dest) {
@Composable
fun W340(t: Dest) {
@Composable
fun W339(t: Dest) {
@Composable
fun W338(t: Dest) {
@Composable
fun W337(t: Dest) {
@Composable
fun W336(t: Dest) {
@Composable
fun W335(t: Dest) {
@Composable
fun W334(t: Dest) {
@Composable
fun W333(t: Dest) {
@Composable
fun W332(t: Dest) {
@Composable
fun W331(t: Dest) {
@Composable
fun W330(t: Dest) {
@Composable
fun W329(t: Dest) {
@Composable
fun W328(t: Dest) {
@Composable
fun W327(t: Dest) {
@Composable
fun W326(t: Dest) {
@Composable
fun W325(t: Dest) {
@Composable
fun W324(t: Dest) {
@Composable
fun W323(t: Dest) {
@Composable
fun W322(t: Dest) {
@Composable
fun W321(t: Dest) {
@Composable
fun W320(t: Dest) {
@Composable
fun W319(t: Dest) {
@Composable
fun W318(t: Dest) {
@Composable
fun W317(t: Dest) {
@Composable
fun W316(t: Dest) {
@Composable
fun W315(t: Dest) {
@Composable
fun W314(t: Dest) {
@Composable
fun W313(t: Dest) {
@Composable
fun W312(t: Dest) {
@Composable
fun W311(t: Dest) {
@Composable
fun W310(t: Dest) {
@Composable
fun W309(t: Dest) {
@Composable
fun W308(t: Dest) {
@Composable
fun W307(t: Dest) {
@Composable
fun W306(t: Dest) {
@Composable
fun W305(t: Dest) {
@Composable
fun W304(t: Dest) {
@Composable
fun W303(t: Dest) {
@Composable
fun W302(t: Dest) {
@Composable
fun W301(t: Dest) {
@Composable
fun W300(t: Dest) {
@Composable
fun W299(t: Dest) {
@Composable
fun W298(t: Dest) {
@Composable
fun W297(t: Dest) {
@Composable
fun W296(t: Dest) {
@Composable
fun W295(t: Dest) {
@Composable
fun W294(t: Dest) {
@Composable
fun W293(t: Dest) {
@Composable
fun W292(t: Dest) {
@Composable
fun W291(t: Dest) {
@Composable
fun W290(t: Dest) {
@Composable
fun W289(t: Dest) {
@Composable
fun W288(t: Dest) {
@Composable
fun W287(t: Dest) {
@Composable
fun W286(t: Dest) {
@Composable
fun W285(t: Dest) {
@Composable
fun W284(t: Dest) {
@Composable
fun W283(t: Dest) {
@Composable
fun W282(t: Dest) {
@Composable
fun W281(t: Dest) {
@Composable
fun W280(t: Dest) {
@Composable
fun W279(t: Dest) {
@Composable
fun W278(t: Dest) {
@Composable
fun W277(t: Dest) {
@Composable
fun W276(t: Dest) {
@Composable
fun W275(t: Dest) {
@Composable
fun W274(t: Dest) {
@Composable
fun W273(t: Dest) {
@Composable
fun W272(t: Dest) {
@Composable
fun W271(t: Dest) {
@Composable
fun W270(t: Dest) {
@Composable
fun W269(t: Dest) {
@Composable
fun W268(t: Dest) {
@Composable
fun W267(t: Dest) {
@Composable
fun W266(t: Dest) {
@Composable
fun W265(t: Dest) {
@Composable
fun W264(t: Dest) {
@Composable
fun W263(t: Dest) {
@Composable
fun W262(t: Dest) {
@Composable
fun W261(t: Dest) {
@Composable
fun W260(t: Dest) {
@Composable
fun W259(t: Dest) {
@Composable
fun W258(t: Dest) {
@Composable
fun W257(t: Dest) {
@Composable
fun W256(t: Dest) {
@Composable
fun W255(t: Dest) {
@Composable
fun W254(t: Dest) {
@Composable
fun W253(t: Dest) {
@Composable
fun W252(t: Dest) {
@Composable
fun W251(t: Dest) {
@Composable
fun W250(t: Dest) {
@Composable
fun W249(t: Dest) {
@Composable
fun W248(t: Dest) {
@Composable
fun W247(t: Dest) {
@Composable
fun W246(t: Dest) {
@Composable
fun W245(t: Dest) {
@Composable
fun W244(t: Dest) {
@Composable
fun W243(t: Dest) {
@Composable
fun W242(t: Dest) {
@Composable
fun W241(t: Dest) {
@Composable
fun W240(t: Dest) {
@Composable
fun W239(t: Dest) {
@Composable
fun W238(t: Dest) {
@Composable
fun W237(t: Dest) {
@Composable
fun W236(t: Dest) {
@Composable
fun W235(t: Dest) {
@Composable
fun W234(t: Dest) {
@Composable
fun W233(t: Dest) {
@Composable
fun W232(t: Dest) {
@Composable
fun W231(t: Dest) {
@Composable
fun W230(t: Dest) {
@Composable
fun W229(t: Dest) {
@Composable
fun W228(t: Dest) {
@Composable
fun W227(t: Dest) {
@Composable
fun W226(t: Dest) {
@Composable
fun W225(t: Dest) {
@Composable
fun W224(t: Dest) {
@Composable
fun W223(t: Dest) {
@Composable
fun W222(t: Dest) {
@Composable
fun W221(t: Dest) {
@Composable
fun W220(t: Dest) {
@Composable
fun W219(t: Dest) {
@Composable
fun W218(t: Dest) {
@Composable
fun W217(t: Dest) {
@Composable
fun W216(t: Dest) {
@Composable
fun W215(t: Dest) {
@Composable
fun W214(t: Dest) {
@Composable
fun W213(t: Dest) {
@Composable
fun W212(t: Dest) {
@Composable
fun W211(t: Dest) {
@Composable
fun W210(t: Dest) {
@Composable
fun W209(t: Dest) {
@Composable
fun W208(t: Dest) {
@Composable
fun W207(t: Dest) {
@Composable
fun W206(t: Dest) {
@Composable
fun W205(t: Dest) {
@Composable
fun W204(t: Dest) {
@Composable
fun W203(t: Dest) {
@Composable
fun W202(t: Dest) {
@Composable
fun W201(t: Dest) {
@Composable
fun W200(t: Dest) {
@Composable
fun W199(t: Dest) {
@Composable
fun W198(t: Dest) {
@Composable
fun W197(t: Dest) {
@Composable
fun W196(t: Dest) {
@Composable
fun W195(t: Dest) {
@Composable
fun W194(t: Dest) {
@Composable
fun W193(t: Dest) {
@Composable
fun W192(t: Dest) {
@Composable
fun W191(t: Dest) {
@Composable
fun W190(t: Dest) {
@Composable
fun W189(t: Dest) {
@Composable
fun W188(t: Dest) {
@Composable
fun W187(t: Dest) {
@Composable
fun W186(t: Dest) {
@Composable
fun W185(t: Dest) {
@Composable
fun W184(t: Dest) {
@Composable
fun W183(t: Dest) {
@Composable
fun W182(t: Dest) {
@Composable
fun W181(t: Dest) {
@Composable
fun W180(t: Dest) {
@Composable
fun W179(t: Dest) {
@Composable
fun W178(t: Dest) {
@Composable
fun W177(t: Dest) {
@Composable
fun W176(t: Dest) {
@Composable
fun W175(t: Dest) {
@Composable
fun W174(t: Dest) {
@Composable
fun W173(t: Dest) {
@Composable
fun W172(t: Dest) {
@Composable
fun W171(t: Dest) {
@Composable
fun W170(t: Dest) {
@Composable
fun W169(t: Dest) {
@Composable
fun W168(t: Dest) {
@Composable
fun W167(t: Dest) {
@Composable
fun W166(t: Dest) {
@Composable
fun W165(t: Dest) {
@Composable
fun W164(t: Dest) {
@Composable
fun W163(t: Dest) {
@Composable
fun W162(t: Dest) {
@Composable
fun W161(t: Dest) {
@Composable
fun W160(t: Dest) {
@Composable
fun W159(t: Dest) {
@Composable
fun W158(t: Dest) {
@Composable
fun W157(t: Dest) {
@Composable
fun W156(t: Dest) {
@Composable
fun W155(t: Dest) {
@Composable
fun W154(t: Dest) {
@Composable
fun W153(t: Dest) {
@Composable
fun W152(t: Dest) {
@Composable
fun W151(t: Dest) {
@Composable
fun W150(t: Dest) {
@Composable
fun W149(t: Dest) {
@Composable
fun W148(t: Dest) {
@Composable
fun W147(t: Dest) {
@Composable
fun W146(t: Dest) {
@Composable
fun W145(t: Dest) {
@Composable
fun W144(t: Dest) {
@Composable
fun W143(t: Dest) {
@Composable
fun W142(t: Dest) {
@Composable
fun W141(t: Dest) {
@Composable
fun W140(t: Dest) {
@Composable
fun W139(t: Dest) {
@Composable
fun W138(t: Dest) {
@Composable
fun W137(t: Dest) {
@Composable
fun W136(t: Dest) {
@Composable
fun W135(t: Dest) {
@Composable
fun W134(t: Dest) {
@Composable
fun W133(t: Dest) {
@Composable
fun W132(t: Dest) {
@Composable
fun W131(t: Dest) {
@Composable
fun W130(t: Dest) {
@Composable
fun W129(t: Dest) {
@Composable
fun W128(t: Dest) {
@Composable
fun W127(t: Dest) {
@Composable
fun W126(t: Dest) {
@Composable
fun W125(t: Dest) {
@Composable
fun W124(t: Dest) {
@Composable
fun W123(t: Dest) {
@Composable
fun W122(t: Dest) {
@Composable
fun W121(t: Dest) {
@Composable
fun W120(t: Dest) {
@Composable
fun W119(t: Dest) {
@Composable
fun W118(t: Dest) {
@Composable
fun W117(t: Dest) {
@Composable
fun W116(t: Dest) {
@Composable
fun W115(t: Dest) {
@Composable
fun W114(t: Dest) {
@Composable
fun W113(t: Dest) {
@Composable
fun W112(t: Dest) {
@Composable
fun W111(t: Dest) {
@Composable
fun W110(t: Dest) {
@Composable
fun W109(t: Dest) {
@Composable
fun W108(t: Dest) {
@Composable
fun W107(t: Dest) {
@Composable
fun W106(t: Dest) {
@Composable
fun W105(t: Dest) {
@Composable
fun W104(t: Dest) {
@Composable
fun W103(t: Dest) {
@Composable
fun W102(t: Dest) {
@Composable
fun W101(t: Dest) {
@Composable
fun W100(t: Dest) {
@Composable
fun W99(t: Dest) {
@Composable
fun W98(t: Dest) {
@Composable
fun W97(t: Dest) {
@Composable
fun W96(t: Dest) {
@Composable
fun W95(t: Dest) {
@Composable
fun W94(t: Dest) {
@Composable
fun W93(t: Dest) {
@Composable
fun W92(t: Dest) {
@Composable
fun W91(t: Dest) {
@Composable
fun W90(t: Dest) {
@Composable
fun W89(t: Dest) {
@Composable
fun W88(t: Dest) {
@Composable
fun W87(t: Dest) {
@Composable
fun W86(t: Dest) {
@Composable
fun W85(t: Dest) {
@Composable
fun W84(t: Dest) {
@Composable
fun W83(t: Dest) {
@Composable
fun W82(t: Dest) {
@Composable
fun W81(t: Dest) {
@Composable
fun W80(t: Dest) {
@Composable
fun W79(t: Dest) {
@Composable
fun W78(t: Dest) {
@Composable
fun W77(t: Dest) {
@Composable
fun W76(t: Dest) {
@Composable
fun W75(t: Dest) {
@Composable
fun W74(t: Dest) {
@Composable
fun W73(t: Dest) {
@Composable
fun W72(t: Dest) {
@Composable
fun W71(t: Dest) {
@Composable
fun W70(t: Dest) {
@Composable
fun W69(t: Dest) {
@Composable
fun W68(t: Dest) {
@Composable
fun W67(t: Dest) {
@Composable
fun W66(t: Dest) {
@Composable
fun W65(t: Dest) {
@Composable
fun W64(t: Dest) {
@Composable
fun W63(t: Dest) {
@Composable
fun W62(t: Dest) {
@Composable
fun W61(t: Dest) {
@Composable
fun W60(t: Dest) {
@Composable
fun W59(t: Dest) {
@Composable
fun W58(t: Dest) {
@Composable
fun W57(t: Dest) {
@Composable
fun W56(t: Dest) {
@Composable
fun W55(t: Dest) {
@Composable
fun W54(t: Dest) {
@Composable
fun W53(t: Dest) {
@Composable
fun W52(t: Dest) {
@Composable
fun W51(t: Dest) {
@Composable
fun W50(t: Dest) {
@Composable
fun W49(t: Dest) {
@Composable
fun W48(t: Dest) {
@Composable
fun W47(t: Dest) {
@Composable
fun W46(t: Dest) {
@Composable
fun W45(t: Dest) {
@Composable
fun W44(t: Dest) {
@Composable
fun W43(t: Dest) {
@Composable
fun W42(t: Dest) {
@Composable
fun W41(t: Dest) {
@Composable
fun W40(t: Dest) {
@Composable
fun W39(t: Dest) {
@Composable
fun W38(t: Dest) {
@Composable
fun W37(t: Dest) {
@Composable
fun W36(t: Dest) {
@Composable
fun W35(t: Dest) {
@Composable
fun W34(t: Dest) {
@Composable
fun W33(t: Dest) {
@Composable
fun W32(t: Dest) {
@Composable
fun W31(t: Dest) {
@Composable
fun W30(t: Dest) {
@Composable
fun W29(t: Dest) {
@Composable
fun W28(t: Dest) {
@Composable
fun W27(t: Dest) {
@Composable
fun W26(t: Dest) {
@Composable
fun W25(t: Dest) {
@Composable
fun W24(t: Dest) {
@Composable
fun W23(t: Dest) {
@Composable
fun W22(t: Dest) {
@Composable
fun W21(t: Dest) {
@Composable
fun W20(t: Dest) {
@Composable
fun W19(t: Dest) {
@Composable
fun W18(t: Dest) {
@Composable
fun W17(t: Dest) {
@Composable
fun W16(t: Dest) {
@Composable
fun W15(t: Dest) {
@Composable
fun W14(t: Dest) {
@Composable
fun W13(t: Dest) {
@Composable
fun W12(t: Dest) {
@Composable
fun W11(t: Dest) {
@Composable
fun W10(t: Dest) {
@Composable
fun W9(t: Dest) {
@Composable
fun W8(t: Dest) {
@Composable
fun W7(t: Dest) {
@Composable
fun W6(t: Dest) {
@Composable
fun W5(t: Dest) {
@Composable
fun W4(t: Dest) {
@Composable
fun W3(t: Dest) {
@Composable
fun W2(t: Dest) {
@Composable
fun W1(t: Dest) {
@Composable
fun W0(t: Dest) {
      NavigationBarItem(selected = false, onClick = {}, icon = { Icon(Icons.Default.Home, null) }, label = { Text(stringResource(t.title)) })
}
W0(t)
}
W1(t)
}
W2(t)
}
W3(t)
}
W4(t)
}
W5(t)
}
W6(t)
}
W7(t)
}
W8(t)
}
W9(t)
}
W10(t)
}
W11(t)
}
W12(t)
}
W13(t)
}
W14(t)
}
W15(t)
}
W16(t)
}
W17(t)
}
W18(t)
}
W19(t)
}
W20(t)
}
W21(t)
}
W22(t)
}
W23(t)
}
W24(t)
}
W25(t)
}
W26(t)
}
W27(t)
}
W28(t)
}
W29(t)
}
W30(t)
}
W31(t)
}
W32(t)
}
W33(t)
}
W34(t)
}
W35(t)
}
W36(t)
}
W37(t)
}
W38(t)
}
W39(t)
}
W40(t)
}
W41(t)
}
W42(t)
}
W43(t)
}
W44(t)
}
W45(t)
}
W46(t)
}
W47(t)
}
W48(t)
}
W49(t)
}
W50(t)
}
W51(t)
}
W52(t)
}
W53(t)
}
W54(t)
}
W55(t)
}
W56(t)
}
W57(t)
}
W58(t)
}
W59(t)
}
W60(t)
}
W61(t)
}
W62(t)
}
W63(t)
}
W64(t)
}
W65(t)
}
W66(t)
}
W67(t)
}
W68(t)
}
W69(t)
}
W70(t)
}
W71(t)
}
W72(t)
}
W73(t)
}
W74(t)
}
W75(t)
}
W76(t)
}
W77(t)
}
W78(t)
}
W79(t)
}
W80(t)
}
W81(t)
}
W82(t)
}
W83(t)
}
W84(t)
}
W85(t)
}
W86(t)
}
W87(t)
}
W88(t)
}
W89(t)
}
W90(t)
}
W91(t)
}
W92(t)
}
W93(t)
}
W94(t)
}
W95(t)
}
W96(t)
}
W97(t)
}
W98(t)
}
W99(t)
}
W100(t)
}
W101(t)
}
W102(t)
}
W103(t)
}
W104(t)
}
W105(t)
}
W106(t)
}
W107(t)
}
W108(t)
}
W109(t)
}
W110(t)
}
W111(t)
}
W112(t)
}
W113(t)
}
W114(t)
}
W115(t)
}
W116(t)
}
W117(t)
}
W118(t)
}
W119(t)
}
W120(t)
}
W121(t)
}
W122(t)
}
W123(t)
}
W124(t)
}
W125(t)
}
W126(t)
}
W127(t)
}
W128(t)
}
W129(t)
}
W130(t)
}
W131(t)
}
W132(t)
}
W133(t)
}
W134(t)
}
W135(t)
}
W136(t)
}
W137(t)
}
W138(t)
}
W139(t)
}
W140(t)
}
W141(t)
}
W142(t)
}
W143(t)
}
W144(t)
}
W145(t)
}
W146(t)
}
W147(t)
}
W148(t)
}
W149(t)
}
W150(t)
}
W151(t)
}
W152(t)
}
W153(t)
}
W154(t)
}
W155(t)
}
W156(t)
}
W157(t)
}
W158(t)
}
W159(t)
}
W160(t)
}
W161(t)
}
W162(t)
}
W163(t)
}
W164(t)
}
W165(t)
}
W166(t)
}
W167(t)
}
W168(t)
}
W169(t)
}
W170(t)
}
W171(t)
}
W172(t)
}
W173(t)
}
W174(t)
}
W175(t)
}
W176(t)
}
W177(t)
}
W178(t)
}
W179(t)
}
W180(t)
}
W181(t)
}
W182(t)
}
W183(t)
}
W184(t)
}
W185(t)
}
W186(t)
}
W187(t)
}
W188(t)
}
W189(t)
}
W190(t)
}
W191(t)
}
W192(t)
}
W193(t)
}
W194(t)
}
W195(t)
}
W196(t)
}
W197(t)
}
W198(t)
}
W199(t)
}
W200(t)
}
W201(t)
}
W202(t)
}
W203(t)
}
W204(t)
}
W205(t)
}
W206(t)
}
W207(t)
}
W208(t)
}
W209(t)
}
W210(t)
}
W211(t)
}
W212(t)
}
W213(t)
}
W214(t)
}
W215(t)
}
W216(t)
}
W217(t)
}
W218(t)
}
W219(t)
}
W220(t)
}
W221(t)
}
W222(t)
}
W223(t)
}
W224(t)
}
W225(t)
}
W226(t)
}
W227(t)
}
W228(t)
}
W229(t)
}
W230(t)
}
W231(t)
}
W232(t)
}
W233(t)
}
W234(t)
}
W235(t)
}
W236(t)
}
W237(t)
}
W238(t)
}
W239(t)
}
W240(t)
}
W241(t)
}
W242(t)
}
W243(t)
}
W244(t)
}
W245(t)
}
W246(t)
}
W247(t)
}
W248(t)
}
W249(t)
}
W250(t)
}
W251(t)
}
W252(t)
}
W253(t)
}
W254(t)
}
W255(t)
}
W256(t)
}
W257(t)
}
W258(t)
}
W259(t)
}
W260(t)
}
W261(t)
}
W262(t)
}
W263(t)
}
W264(t)
}
W265(t)
}
W266(t)
}
W267(t)
}
W268(t)
}
W269(t)
}
W270(t)
}
W271(t)
}
W272(t)
}
W273(t)
}
W274(t)
}
W275(t)
}
W276(t)
}
W277(t)
}
W278(t)
}
W279(t)
}
W280(t)
}
W281(t)
}
W282(t)
}
W283(t)
}
W284(t)
}
W285(t)
}
W286(t)
}
W287(t)
}
W288(t)
}
W289(t)
}
W290(t)
}
W291(t)
}
W292(t)
}
W293(t)
}
W294(t)
}
W295(t)
}
W296(t)
}
W297(t)
}
W298(t)
}
W299(t)
}
W300(t)
}
W301(t)
}
W302(t)
}
W303(t)
}
W304(t)
}
W305(t)
}
W306(t)
}
W307(t)
}
W308(t)
}
W309(t)
}
W310(t)
}
W311(t)
}
W312(t)
}
W313(t)
}
W314(t)
}
W315(t)
}
W316(t)
}
W317(t)
}
W318(t)
}
W319(t)
}
W320(t)
}
W321(t)
}
W322(t)
}
W323(t)
}
W324(t)
}
W325(t)
}
W326(t)
}
W327(t)
}
W328(t)
}
W329(t)
}
W330(t)
}
W331(t)
}
W332(t)
}
W333(t)
}
W334(t)
}
W335(t)
}
W336(t)
}
W337(t)
}
W338(t)
}
W339(t)
}
W340(t)
}
W341(t)
}
W342(t)
}
W343(t)
}
W344(t)
}
W345(t)
}
W346(t)
}
W347(t)
}
W348(t)
}
W349(t)
}
W350(t)
}
W351(t)
}
W352(t)
}
W353(t)
}
W354(t)
}
W355(t)
}
W356(t)
}
W357(t)
}
W358(t)
}
W359(t)
}
W360(t)
}
W361(t)
}
W362(t)
}
W363(t)
}
W364(t)
}
W365(t)
}
W366(t)
}
W367(t)
}
W368(t)
}
W369(t)
}
W370(t)
}
W371(t)
}
W372(t)
}
W373(t)
}
W374(t)
}
W375(t)
}
W376(t)
}
W377(t)
}
W378(t)
}
W379(t)
}
W380(t)
}
W381(t)
}
W382(t)
}
W383(t)
}
W384(t)
}
W385(t)
}
W386(t)
}
W387(t)
}
W388(t)
}
W389(t)
}
W390(t)
}
W391(t)
}
W392(t)
}
W393(t)
}
W394(t)
}
W395(t)
}
W396(t)
}
W397(t)
}
W398(t)
}
W399(t)
}
W400(t)
}
W401(t)
}
W402(t)
}
W403(t)
}
W404(t)
}
W405(t)
}
W406(t)
}
W407(t)
}
W408(t)
}
W409(t)
}
W410(t)
}
W411(t)
}
W412(t)
}
W413(t)
}
W414(t)
}
W415(t)
}
W416(t)
}
W417(t)
}
W418(t)
}
W419(t)
}
W420(t)
}
W421(t)
}
W422(t)
}
W423(t)
}
W424(t)
}
W425(t)
}
W426(t)
}
W427(t)
}
W428(t)
}
W429(t)
}
W430(t)
}
W431(t)
}
W432(t)
}
W433(t)
}
W434(t)
}
W435(t)
}
W436(t)
}
W437(t)
}
W438(t)
}
W439(t)
}
W440(t)
}
W441(t)
}
W442(t)
}
W443(t)
}
W444(t)
}
W445(t)
}
W446(t)
}
W447(t)
}
W448(t)
}
W449(t)
}
W450(t)
}
W451(t)
}
W452(t)
}
W453(t)
}
W454(t)
}
W455(t)
}
W456(t)
}
W457(t)
}
W458(t)
}
W459(t)
}
W460(t)
}
W461(t)
}
W462(t)
}
W463(t)
}
W464(t)
}
W465(t)
}
W466(t)
}
W467(t)
}
W468(t)
}
W469(t)
}
W470(t)
}
W471(t)
}
W472(t)
}
W473(t)
}
W474(t)
}
W475(t)
}
W476(t)
}
W477(t)
}
W478(t)
}
W479(t)
}
W480(t)
}
W481(t)
}
W482(t)
}
W483(t)
}
W484(t)
}
W485(t)
}
W486(t)
}
W487(t)
}
W488(t)
}
W489(t)
}
W490(t)
}
W491(t)
}
W492(t)
}
W493(t)
}
W494(t)
}
W495(t)
}
W496(t)
}
W497(t)
}
W498(t)
}
W499(t)
    }
    Top(Dest.Home)
  }
}
