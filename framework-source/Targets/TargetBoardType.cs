using DiceRolling.Grids;
using Godot;

/// <summary>
/// Tabuleiros de alvos: o recurso <see cref="TargetBoardType"/> e o contrato <see cref="ITargetBoard"/>, que definem,
/// por meio de grades, de onde uma ação pode ser usada e quais posições ela atinge. Cada ação indica o seu em
/// <see cref="DiceRolling.Actions.ActionType.TargetBoard"/>.
/// </summary>
namespace DiceRolling.Targets;

/// <summary>
/// Recurso que define, por meio de grades, de onde uma ação pode ser usada e quais posições ela atinge.
/// </summary>
/// <remarks>
/// <para>
/// Cada <see cref="DiceRolling.Actions.ActionType"/> tem um tabuleiro em
/// <see cref="DiceRolling.Actions.ActionType.TargetBoard"/>. A primeira grade de <see cref="Grids"/> representa o
/// lado de quem age e a segunda o lado oposto (ambas 2 × 3 no jogo). O valor de cada célula
/// (<see cref="GridCellType.Value"/>) indica: <c>0</c> = ignorada; <c>1</c> = posição de onde o ator pode usar a
/// ação; <c>2</c> = aliado; <c>3</c> = posição que pode ser alvo.
/// <see cref="DiceRolling.Services.ActionService.GetValidTargets"/> cruza essas marcas com os slots dos
/// personagens.
/// </para>
/// <para>
/// Pelo design, com <see cref="IsSingleTarget"/> o jogador escolhe um alvo entre as células marcadas e, sem ele, a ação
/// atinge todas (alvo múltiplo). O código atual ainda não faz essa distinção: cada ação declarada guarda um único alvo
/// (<see cref="DiceRolling.Controllers.DeclaredActionInfo.Target"/>). No editor, o tabuleiro é editado visualmente pelo
/// <see cref="DiceRolling.Editor.BoardMatrixEditor"/>.
/// Ao ser escolhida uma ação, o tabuleiro é anunciado por
/// <see cref="DiceRolling.Events.EventBus.EmitActionSelected"/>.
/// </para>
/// </remarks>
/// <example>
/// Tabuleiro no estilo de Quick Slash (o usuário age da frente e escolhe um alvo na frente inimiga). Segue a
/// convenção das páginas de dados do site, em que cada grade é lida do ponto de vista do seu próprio lado e a coluna
/// 2 é a frente nas duas; a fonte diz só que a grade oposta é espelhada conforme o ponto de vista, não como o
/// <see cref="DiceRolling.Services.ActionService"/> faz esse espelhamento:
/// <code>
/// var board = new TargetBoardType { IsSingleTarget = true };
/// board.AddGrid(2, 3); // lado do ator
/// board.AddGrid(2, 3); // lado dos alvos
/// board.Grids[0].SetCellValue(0, 2, 1);
/// board.Grids[0].SetCellValue(1, 2, 1);
/// board.Grids[1].SetCellValue(0, 2, 3);
/// board.Grids[1].SetCellValue(1, 2, 3);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class TargetBoardType : Resource, ITargetBoard
{
    /// <summary>Sinal emitido quando as grades do tabuleiro mudam (evento C# <c>SetupChanged</c>).</summary>
    [Signal]
    public delegate void SetupChangedEventHandler();

    /// <summary>Cria um tabuleiro sem grades.</summary>
    public TargetBoardType() => throw null;

    /// <summary>
    /// Pelo design, indica se a ação atinge um único alvo escolhido (<see langword="true"/>) ou todas as células marcadas.
    /// Valor inicial: <see langword="false"/>.
    /// </summary>
    /// <remarks>No código atual, cada ação declarada guarda um único alvo, seja qual for este valor.</remarks>
    [Export]
    public bool IsSingleTarget { get; set; } = false;

    /// <summary>Grades do tabuleiro: a primeira é a do ator, a segunda a dos alvos.</summary>
    [Export]
    public Godot.Collections.Array<GridType> Grids { get; set; } = [];

    /// <summary>Adiciona uma grade com as dimensões informadas (ver <see cref="DiceRolling.Services.TargetBoardService.AddGrid"/>).</summary>
    /// <param name="rows">Número de linhas.</param>
    /// <param name="columns">Número de colunas.</param>
    public void AddGrid(int rows, int columns) => throw null;

    /// <summary>Atualiza a grade de índice informado e emite <c>SetupChanged</c> (ver <see cref="DiceRolling.Services.TargetBoardService.UpdateGrid"/>).</summary>
    /// <param name="index">Índice da grade em <see cref="Grids"/>.</param>
    public void UpdateGrid(int index) => throw null;
}
