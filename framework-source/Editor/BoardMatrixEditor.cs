using DiceRolling.Grids;
using DiceRolling.Targets;
using Godot;

namespace DiceRolling.Editor;

/// <summary>
/// Controle de inspetor que desenha as grades de um <see cref="TargetBoardType"/> e permite alterar o valor das
/// células clicando com o mouse.
/// </summary>
/// <remarks>
/// <para>
/// É o editor visual do tabuleiro de alvos de uma ação, exibido por <see cref="TargetBoardInspectorPlugin"/>.
/// Cada clique numa célula muda seu valor segundo a convenção usada pelo inspetor e por
/// <see cref="DiceRolling.Services.ActionService.GetValidTargets"/>: <c>0</c> = célula ignorada,
/// <c>1</c> = posição de onde o ator pode agir (amarelo), <c>2</c> = aliado (verde), <c>3</c> = alvo (vermelho).
/// </para>
/// <para>
/// A primeira grade descreve o lado de quem age e a segunda o lado oposto; <see cref="FlipHorizontally"/> espelha
/// a exibição para mostrar o ponto de vista do outro lado do campo de batalha.
/// </para>
/// </remarks>
[Tool]
public partial class BoardMatrixEditor : Control
{
    /// <summary>Cria o editor sem tabuleiro associado.</summary>
    public BoardMatrixEditor() => throw null;

    /// <summary>Cria o editor para o tabuleiro de alvos informado.</summary>
    /// <param name="targetBoard">Tabuleiro cujas grades serão exibidas e editadas.</param>
    public BoardMatrixEditor(TargetBoardType targetBoard) => throw null;

    /// <summary>Tabuleiro de alvos editado por este controle.</summary>
    public TargetBoardType? TargetBoard { get; }

    /// <summary>Adiciona uma grade à área de desenho do editor.</summary>
    /// <param name="grid">Grade a exibir.</param>
    public void AddGrid(GridType grid) => throw null;

    /// <summary>Remove todas as grades exibidas pelo editor.</summary>
    public void ClearGrids() => throw null;

    /// <summary>Zera o valor de todas as células das grades exibidas.</summary>
    public void ClearGridInputs() => throw null;

    /// <summary>Espelha horizontalmente a exibição das grades.</summary>
    /// <param name="flip"><see langword="true"/> para espelhar; <see langword="false"/> para a orientação normal.</param>
    public void FlipHorizontally(bool flip) => throw null;

    /// <summary>Desenha as grades e as cores de cada célula conforme seu valor.</summary>
    public override void _Draw() => throw null;

    /// <summary>Trata os cliques do mouse, alterando o valor da célula clicada.</summary>
    /// <param name="event">Evento de entrada recebido pelo controle.</param>
    public override void _GuiInput(InputEvent @event) => throw null;
}
